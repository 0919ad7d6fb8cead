package main

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// A close that leaves the file open in the same process does not wait for the file's create
// (volopen.go, flushed): whether it does is read from the process's descriptors in /proc.
func TestHeldElsewhereFindsTheProcessesOtherDescriptorOfTheFile(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "sub", "f")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	var st syscall.Stat_t
	if err := syscall.Stat(file, &st); err != nil {
		t.Fatal(err)
	}
	fs := &volFS{root: &node{id: 1, children: map[string]*node{}}}
	sub := &node{id: 99, parent: fs.root, name: "sub", children: map[string]*node{}}
	n := &node{id: st.Ino, parent: sub, name: "f"}
	other := &node{id: st.Ino + 1, parent: sub, name: "f"} // same name, another file
	pid := uint32(os.Getpid())

	if fs.heldElsewhere(pid, n) {
		t.Fatal("found the file open before it was opened")
	}
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	if !fs.heldElsewhere(pid, n) {
		t.Fatal("did not find the open descriptor")
	}
	if fs.heldElsewhere(pid, other) {
		t.Fatal("took a descriptor of another inode at the same path for the file")
	}
	if fs.heldElsewhere(0, n) {
		t.Fatal("a request without a pid in the agent's namespace counted as held")
	}
	f.Close()
	if fs.heldElsewhere(pid, n) {
		t.Fatal("found the file open after its last close")
	}
}

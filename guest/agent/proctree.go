// Killing a process tree: what a timeout does to an exec, a session command or a command. The
// tree is every process that descends from the root (by parent pid), shares its process group, or
// shares its session when the root leads one, so children that changed their group, or whose
// parent already exited, go too; and every process holding one of the command's output pipes, so
// one that both left the session and lost its parent (`(setsid cmd &)`) cannot hold the end.
package main

import (
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// procInfo is what /proc/<pid>/stat says of one live (not zombie) process.
type procInfo struct {
	pid, ppid, pgid, sid int
}

func liveProcesses() []procInfo {
	d, err := os.Open("/proc")
	if err != nil {
		return nil
	}
	names, _ := d.Readdirnames(-1)
	d.Close()
	out := make([]procInfo, 0, len(names))
	for _, name := range names {
		if name[0] < '0' || name[0] > '9' {
			continue
		}
		b, err := os.ReadFile("/proc/" + name + "/stat")
		if err != nil {
			continue
		}
		// pid (comm) state ppid pgrp session ...; comm may hold spaces: split after the last ')'.
		s := string(b)
		i := strings.LastIndexByte(s, ')')
		if i < 0 {
			continue
		}
		f := strings.Fields(s[i+1:])
		if len(f) < 4 || f[0] == "Z" {
			continue
		}
		pid, _ := strconv.Atoi(name)
		ppid, _ := strconv.Atoi(f[1])
		pgid, _ := strconv.Atoi(f[2])
		sid, _ := strconv.Atoi(f[3])
		out = append(out, procInfo{pid, ppid, pgid, sid})
	}
	return out
}

// treeOf is the tree of root (see the file comment) among procs, root included if alive,
// excluding the pids in spare.
func treeOf(root int, procs []procInfo, spare map[int]bool) []int {
	children := map[int][]int{}
	in := map[int]bool{}
	for _, p := range procs {
		children[p.ppid] = append(children[p.ppid], p.pid)
		if p.pid == root || p.pgid == root || p.sid == root {
			in[p.pid] = true
		}
	}
	queue := []int{root}
	for pid := range in {
		queue = append(queue, pid)
	}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		for _, c := range children[p] {
			if !in[c] {
				in[c] = true
				queue = append(queue, c)
			}
		}
	}
	out := make([]int, 0, len(in))
	for pid := range in {
		if !spare[pid] {
			out = append(out, pid)
		}
	}
	return out
}

// pipeInode is the inode both ends of a pipe share (0 if f is not one).
func pipeInode(f *os.File) uint64 {
	fi, err := f.Stat()
	if err != nil {
		return 0
	}
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return st.Ino
	}
	return 0
}

// pipeHolders are the processes other than the agent with a descriptor on one of the pipes.
func pipeHolders(inodes []uint64) []int {
	if len(inodes) == 0 {
		return nil
	}
	want := map[string]bool{}
	for _, ino := range inodes {
		if ino != 0 {
			want["pipe:["+strconv.FormatUint(ino, 10)+"]"] = true
		}
	}
	self := os.Getpid()
	var out []int
	for _, p := range liveProcesses() {
		if p.pid == self {
			continue
		}
		dir := "/proc/" + strconv.Itoa(p.pid) + "/fd"
		d, err := os.Open(dir)
		if err != nil {
			continue
		}
		fds, _ := d.Readdirnames(-1)
		d.Close()
		for _, fd := range fds {
			if target, err := os.Readlink(dir + "/" + fd); err == nil && want[target] {
				out = append(out, p.pid)
				break
			}
		}
	}
	return out
}

// killTree SIGKILLs the tree of root and the holders of its pipes until none is left (a fork
// racing the kill is caught by the next round), sparing the pids in spare. It gives up after
// about a second.
func killTree(root int, spare map[int]bool, pipes ...uint64) {
	for i := 0; i < 100; i++ {
		victims := treeOf(root, liveProcesses(), spare)
		for _, pid := range pipeHolders(pipes) {
			if !spare[pid] {
				victims = append(victims, pid)
			}
		}
		if len(victims) == 0 {
			return
		}
		for _, pid := range victims {
			_ = syscall.Kill(pid, syscall.SIGKILL)
		}
		time.Sleep(10 * time.Millisecond)
	}
	logf("process tree of %d survived SIGKILL", root)
}

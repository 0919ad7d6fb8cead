package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func testRoot(t *testing.T, files map[string]string) rootFS {
	t.Helper()
	root := t.TempDir()
	for name, text := range files {
		p := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return rootFS{root: root}
}

func TestLookupAccountReadsTheImagesDatabases(t *testing.T) {
	fs := testRoot(t, map[string]string{
		"etc/passwd": "root:x:0:0:root:/root:/bin/bash\nuser:x:1000:1000::/home/user:/bin/bash\n",
		"etc/group":  "root:x:0:\nuser:x:1000:\nsudo:x:27:user\naudio:x:29:other,user\n",
	})
	acct, err := lookupAccount(fs, "user")
	if err != nil {
		t.Fatal(err)
	}
	if acct.uid != 1000 || acct.gid != 1000 || acct.home != "/home/user" {
		t.Fatalf("account %+v", acct)
	}
	if got := acct.credential().Groups; len(got) != 3 || got[1] != 27 || got[2] != 29 {
		t.Fatalf("groups %v", got)
	}
	if env := strings.Join(acct.env(), " "); env != "HOME=/home/user USER=user LOGNAME=user" {
		t.Fatalf("env %q", env)
	}
	if _, err := lookupAccount(fs, "ghost"); err == nil || toAgentError(err).code != "unknown_user" {
		t.Fatalf("unknown user: %v", err)
	}
	if acct, err := lookupAccount(fs, ""); acct != nil || err != nil {
		t.Fatalf("no user named: %v %v", acct, err)
	}
	names := &idNames{fs: fs}
	if names.user(1000) != "user" || names.group(27) != "sudo" || names.user(4242) != "4242" {
		t.Fatal("id names")
	}
}

func TestCommandRunsAsTheAccount(t *testing.T) {
	tab := newTestTable()
	c := startCmd(t, tab, &request{Command: "id -u; id -g; echo $HOME $USER", User: "nobody", Cwd: "/"})
	out, end := follow(t, c, nil)
	acct, _ := lookupAccount(rootFS{root: "/"}, "nobody")
	want := fmt.Sprintf("%d\n%d\n%s nobody\n", acct.uid, acct.gid, acct.home)
	if string(out) != want || end.exitCode != 0 {
		t.Fatalf("output %q (end %+v), want %q", out, end, want)
	}
	if _, err := tab.start(&request{CommandID: "ghost", Command: "true", User: "no-such-user"}); err == nil ||
		toAgentError(err).code != "unknown_user" {
		t.Fatalf("an unknown user: %v", err)
	}
}

func TestWatcherReportsChangesBelowItsDirectory(t *testing.T) {
	dir := t.TempDir()
	tab := newWatchTable()
	if _, err := tab.start(rootFS{root: "/"}, &request{WatchID: "w", Path: dir, Recursive: true}); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) && !(seen["sub/a.txt create"] && seen["sub/a.txt rename"]) {
		if !seen["sub create"] {
			// The directory's own watch is added when its creation is read; write once it is.
		} else if !seen["sub/a.txt create"] {
			_ = os.WriteFile(filepath.Join(dir, "sub", "a.txt"), []byte("x"), 0o644)
		} else {
			_ = os.Rename(filepath.Join(dir, "sub", "a.txt"), filepath.Join(dir, "b.txt"))
		}
		rep, err := tab.events(&request{WatchID: "w", WaitMs: 500})
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range rep.hdr["events"].([]watchEvent) {
			seen[e.Name+" "+e.Op] = true
		}
	}
	for _, want := range []string{"sub create", "sub/a.txt create", "sub/a.txt write", "sub/a.txt rename"} {
		if !seen[want] {
			t.Fatalf("no %q among %v", want, seen)
		}
	}
	// The agent's own write (a temporary file renamed onto its target) reads as the target's
	// create and write, and nothing of the temporary file shows.
	time.Sleep(100 * time.Millisecond)
	if _, err := tab.events(&request{WatchID: "w"}); err != nil { // what the rename left
		t.Fatal(err)
	}
	tmp := filepath.Join(dir, ".c.txt.warren-42")
	_ = os.WriteFile(tmp, []byte("x"), 0o644)
	_ = os.Rename(tmp, filepath.Join(dir, "c.txt"))
	var names []string
	for _, e := range waitEvents(t, tab, "w", 2) {
		names = append(names, e.Name+" "+e.Op)
	}
	if strings.Join(names, ",") != "c.txt create,c.txt write" {
		t.Fatalf("events of the agent's write: %v", names)
	}
	if _, err := tab.stop(&request{WatchID: "w"}); err != nil {
		t.Fatal(err)
	}
	if _, err := tab.events(&request{WatchID: "w"}); err == nil {
		t.Fatal("a stopped watcher still answers")
	}
	if _, err := tab.start(rootFS{root: "/"}, &request{WatchID: "x", Path: filepath.Join(dir, "missing")}); err == nil ||
		toAgentError(err).code != "not_found" {
		t.Fatalf("watching a missing directory: %v", err)
	}
}

// waitEvents polls a watcher until it has at least n events (or a few seconds passed).
func waitEvents(t *testing.T, tab *watchTable, id string, n int) []watchEvent {
	t.Helper()
	var all []watchEvent
	deadline := time.Now().Add(5 * time.Second)
	for len(all) < n && time.Now().Before(deadline) {
		rep, err := tab.events(&request{WatchID: id, WaitMs: 500})
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, rep.hdr["events"].([]watchEvent)...)
	}
	return all
}

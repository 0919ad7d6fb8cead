package main

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

// localHost starts commands as processes of the test's own machine (no container).
type localHost struct{}

func (localHost) spawn(o spawnOpts) (*exec.Cmd, error) {
	if fi, err := os.Stat(o.dir); err != nil || !fi.IsDir() {
		return nil, errNoDir
	}
	path := o.path
	if !strings.Contains(path, "/") {
		p, err := exec.LookPath(path)
		if err != nil {
			return nil, errNotFound
		}
		path = p
	}
	cmd := &exec.Cmd{Path: path, Args: o.args, Env: o.env, Dir: o.dir, Stdin: o.stdin, Stdout: o.stdout, Stderr: o.stderr}
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: !o.background, Setsid: o.background, Setctty: o.tty,
		Credential: o.cred}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	return cmd, nil
}

func (localHost) env(extra []string) []string {
	return append([]string{"PATH=" + defaultPath}, extra...)
}
func (localHost) defaultCwd() string { return "/" }
func (localHost) ptmx() string       { return "/dev/ptmx" }
func (localHost) account(name string) (*account, error) {
	return lookupAccount(rootFS{root: "/"}, name)
}

func newTestTable() *commandTable {
	return newCommandTable(func() (commandHost, error) { return localHost{}, nil })
}

var nextTestID = 0

func startCmd(t *testing.T, tab *commandTable, req *request) *command {
	t.Helper()
	nextTestID++
	if req.CommandID == "" {
		req.CommandID = fmt.Sprintf("c%d", nextTestID)
	}
	rep, err := tab.start(req)
	if err != nil {
		t.Fatalf("start: %v", err)
	}
	if rep.hdr["state"] != "running" && rep.hdr["state"] != "exited" {
		t.Fatalf("start answered %v", rep.hdr)
	}
	c, _ := tab.lookup(req.CommandID)
	return c
}

// follow reads a command's output to its end, as a follower does; onFrame sees every frame.
func follow(t *testing.T, c *command, onFrame func(frame)) (out []byte, end *ledgerEnd) {
	t.Helper()
	cursor := int64(0)
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		r := c.led.read(cursor, 1<<20, time.Second, "test")
		if r.droppedBytes > 0 {
			t.Fatalf("a follower lost %d bytes", r.droppedBytes)
		}
		for _, f := range r.frames {
			if f.seq != cursor {
				t.Fatalf("frame %d where %d was next", f.seq, cursor)
			}
			cursor++
			out = append(out, f.data...)
			if onFrame != nil {
				onFrame(f)
			}
		}
		if r.end != nil {
			return out, r.end
		}
	}
	t.Fatal("the command did not end")
	return nil, nil
}

func TestCommandOutputArrivesAsItIsProduced(t *testing.T) {
	tab := newTestTable()
	c := startCmd(t, tab, &request{Command: "echo one; sleep 0.5; echo two"})
	var at []int64
	out, end := follow(t, c, func(f frame) { at = append(at, f.at) })
	if string(out) != "one\ntwo\n" || end.exitCode != 0 {
		t.Fatalf("out %q end %+v", out, end)
	}
	if len(at) != 2 || time.Duration(at[1]-at[0]) < 400*time.Millisecond {
		t.Fatalf("frames at %v: not half a second apart", at)
	}
}

func TestCommandStdoutAndStderrAreSeparateStreams(t *testing.T) {
	tab := newTestTable()
	c := startCmd(t, tab, &request{Command: "echo out; echo err >&2; exit 7"})
	streams := map[string]string{}
	_, end := follow(t, c, func(f frame) { streams[f.stream] += string(f.data) })
	if streams["stdout"] != "out\n" || streams["stderr"] != "err\n" || end.exitCode != 7 {
		t.Fatalf("streams %v end %+v", streams, end)
	}
	rep, _ := tab.get(c.id)
	if rep.hdr["state"] != "exited" || rep.hdr["exit_code"] != 7 || rep.hdr["command"] != "echo out; echo err >&2; exit 7" {
		t.Fatalf("get: %v", rep.hdr)
	}
}

func TestCommandManyMegabytesArriveByteExact(t *testing.T) {
	tab := newTestTable()
	// More than the ledger's cap: the follower must get every byte.
	c := startCmd(t, tab, &request{Args: []string{"sh", "-c", "head -c 40000000 /dev/urandom | tee /tmp/warren-ledger-test"}})
	out, end := follow(t, c, nil)
	want, err := os.ReadFile("/tmp/warren-ledger-test")
	os.Remove("/tmp/warren-ledger-test")
	if err != nil || end.exitCode != 0 {
		t.Fatalf("end %+v err %v", end, err)
	}
	if sha256.Sum256(out) != sha256.Sum256(want) || len(out) != 40000000 {
		t.Fatalf("got %d bytes, not the %d written", len(out), len(want))
	}
}

func TestCommandStdinReachesCatAndEOFEndsIt(t *testing.T) {
	tab := newTestTable()
	c := startCmd(t, tab, &request{Args: []string{"cat"}, Stdin: true})
	if _, err := tab.stdin(&request{CommandID: c.id, body: []byte("hello ")}); err != nil {
		t.Fatal(err)
	}
	if _, err := tab.stdin(&request{CommandID: c.id, body: []byte("world"), Eof: true}); err != nil {
		t.Fatal(err)
	}
	out, end := follow(t, c, nil)
	if string(out) != "hello world" || end.exitCode != 0 {
		t.Fatalf("out %q end %+v", out, end)
	}
	if _, err := tab.stdin(&request{CommandID: c.id, body: []byte("x")}); !isCode(err, "not_running") {
		t.Fatalf("stdin after exit: %v", err)
	}
}

func TestCommandWithoutStdinReadsNothing(t *testing.T) {
	tab := newTestTable()
	c := startCmd(t, tab, &request{Args: []string{"cat"}})
	out, end := follow(t, c, nil)
	if len(out) != 0 || end.exitCode != 0 {
		t.Fatalf("out %q end %+v", out, end)
	}
	c2 := startCmd(t, tab, &request{Args: []string{"sleep", "5"}})
	if _, err := tab.stdin(&request{CommandID: c2.id, body: []byte("x")}); !isCode(err, "stdin_closed") {
		t.Fatalf("stdin without stdin: %v", err)
	}
	if _, err := tab.resize(&request{CommandID: c2.id, Cols: 10, Rows: 10}); !isCode(err, "no_terminal") {
		t.Fatalf("resize without a terminal: %v", err)
	}
	tab.signal(&request{CommandID: c2.id, Signal: "KILL"})
	if _, end := follow(t, c2, nil); end.exitCode != 137 {
		t.Fatalf("killed: %+v", end)
	}
}

func TestCommandTimeoutKillsTheProcessTree(t *testing.T) {
	tab := newTestTable()
	marker := fmt.Sprintf("/tmp/warren-tree-%d", os.Getpid())
	// A grandchild in a session of its own, an orphan, and an orphan in a session of its own (only
	// its hold on the output pipe gives it away): all must go.
	c := startCmd(t, tab, &request{Command: "setsid sleep 30 & (sleep 31 &) ; (setsid sleep 33 &); echo $$ > " + marker + "; sleep 32", TimeoutMs: 300})
	start := time.Now()
	_, end := follow(t, c, nil)
	if !end.timedOut || end.exitCode != 137 || time.Since(start) > 5*time.Second {
		t.Fatalf("end %+v after %v", end, time.Since(start))
	}
	for _, p := range liveProcesses() {
		if cmdline, _ := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", p.pid)); strings.HasPrefix(string(cmdline), "sleep\x0030") ||
			strings.HasPrefix(string(cmdline), "sleep\x0031") || strings.HasPrefix(string(cmdline), "sleep\x0032") ||
			strings.HasPrefix(string(cmdline), "sleep\x0033") {
			t.Fatalf("process %d (%q) survived the timeout", p.pid, cmdline)
		}
	}
	os.Remove(marker)
	rep, _ := tab.get(c.id)
	if rep.hdr["timed_out"] != true {
		t.Fatalf("get: %v", rep.hdr)
	}
}

func TestCommandEnvAndCwdAreHonoured(t *testing.T) {
	tab := newTestTable()
	c := startCmd(t, tab, &request{Command: "echo $GREETING; pwd", Env: []string{"GREETING=hi there"}, Cwd: "/tmp"})
	if out, _ := follow(t, c, nil); string(out) != "hi there\n/tmp\n" {
		t.Fatalf("out %q", out)
	}
}

func TestCommandThatCannotStartEndsLikeAShellSaysSo(t *testing.T) {
	tab := newTestTable()
	c := startCmd(t, tab, &request{Args: []string{"no-such-program"}})
	if out, end := follow(t, c, nil); end.exitCode != 127 || !strings.Contains(string(out), "not found") {
		t.Fatalf("out %q end %+v", out, end)
	}
	c = startCmd(t, tab, &request{Args: []string{"true"}, Cwd: "/no/such/dir"})
	if _, end := follow(t, c, nil); end.exitCode != 126 {
		t.Fatalf("end %+v", end)
	}
}

func TestCommandOnATerminalFollowsAResize(t *testing.T) {
	tab := newTestTable()
	c := startCmd(t, tab, &request{Command: "stty size; read x; stty size; tty", Pty: &ptySize{Cols: 80, Rows: 24}})
	cursor := int64(0)
	var got []byte
	for !bytes.Contains(got, []byte("24 80")) {
		r := c.led.read(cursor, 1<<20, 2*time.Second, "t")
		if len(r.frames) == 0 {
			t.Fatalf("no size printed; so far %q", got)
		}
		for _, f := range r.frames {
			if f.stream != "pty" {
				t.Fatalf("stream %s", f.stream)
			}
			got = append(got, f.data...)
			cursor = f.seq + 1
		}
	}
	if _, err := tab.resize(&request{CommandID: c.id, Cols: 100, Rows: 30}); err != nil {
		t.Fatal(err)
	}
	if _, err := tab.stdin(&request{CommandID: c.id, body: []byte("\n")}); err != nil {
		t.Fatal(err)
	}
	out, end := follow(t, c, nil)
	if !strings.Contains(string(out), "30 100") || !strings.Contains(string(out), "/dev/pts/") || end.exitCode != 0 {
		t.Fatalf("out %q end %+v", out, end)
	}
	rep, _ := tab.get(c.id)
	if fmt.Sprint(rep.hdr["pty"]) != "map[cols:100 rows:30]" {
		t.Fatalf("pty: %v", rep.hdr["pty"])
	}
}

func TestCommandSignalReachesTheCommand(t *testing.T) {
	tab := newTestTable()
	c := startCmd(t, tab, &request{Command: "trap 'echo got INT; exit 3' INT; echo ready; while :; do sleep 0.05; done"})
	for {
		if r := c.led.read(0, 1<<20, 2*time.Second, ""); len(r.frames) > 0 {
			break
		}
	}
	if _, err := tab.signal(&request{CommandID: c.id, Signal: "INT"}); err != nil {
		t.Fatal(err)
	}
	out, end := follow(t, c, nil)
	if !strings.Contains(string(out), "got INT") || end.exitCode != 3 {
		t.Fatalf("out %q end %+v", out, end)
	}
	if _, err := tab.signal(&request{CommandID: c.id, Signal: "STOP"}); !isCode(err, "bad_request") {
		t.Fatalf("unknown signal: %v", err)
	}
}

func TestCommandTableListsNewestFirstAndRefusesDuplicates(t *testing.T) {
	tab := newTestTable()
	a := startCmd(t, tab, &request{Args: []string{"true"}})
	time.Sleep(time.Millisecond)
	b := startCmd(t, tab, &request{Args: []string{"true"}})
	rep, _ := tab.list()
	list := rep.hdr["commands"].([]response)
	if len(list) != 2 || list[0]["command_id"] != b.id || list[1]["command_id"] != a.id {
		t.Fatalf("list: %v", list)
	}
	if _, err := tab.start(&request{CommandID: a.id, Args: []string{"true"}}); !isCode(err, "exists") {
		t.Fatalf("duplicate: %v", err)
	}
	if _, err := tab.get("nope"); !isCode(err, "not_found") {
		t.Fatalf("get unknown: %v", err)
	}
}

func TestCommandTableKeepsAtMostMaxCommands(t *testing.T) {
	tab := newTestTable()
	first := startCmd(t, tab, &request{Args: []string{"true"}})
	follow(t, first, nil)
	var running []*command
	for i := 1; i < maxCommands; i++ {
		running = append(running, startCmd(t, tab, &request{Args: []string{"sleep", "30"}}))
	}
	// The 65th start forgets the exited one; the 66th finds every command running.
	startCmd(t, tab, &request{Args: []string{"sleep", "30"}})
	if _, err := tab.lookup(first.id); !isCode(err, "not_found") {
		t.Fatalf("the exited command is still kept: %v", err)
	}
	if _, err := tab.start(&request{CommandID: "one-too-many", Args: []string{"true"}}); !isCode(err, "command_limit") {
		t.Fatalf("past the limit: %v", err)
	}
	if tab.running() != maxCommands {
		t.Fatalf("running: %d", tab.running())
	}
	tab.mu.Lock()
	all := append([]*command(nil), tab.order...)
	tab.mu.Unlock()
	for _, c := range all {
		tab.signal(&request{CommandID: c.id, Signal: "KILL"})
	}
}

func TestResidentCommandIsNotWorkForTheIdlePolicy(t *testing.T) {
	tab := newTestTable()
	resident := startCmd(t, tab, &request{Args: []string{"sleep", "30"}, Resident: true})
	if n := tab.running(); n != 0 {
		t.Fatalf("a resident command counted as work: running %d", n)
	}
	work := startCmd(t, tab, &request{Args: []string{"sleep", "30"}})
	if n := tab.running(); n != 1 {
		t.Fatalf("running: %d, want 1", n)
	}
	for _, c := range []*command{resident, work} {
		tab.signal(&request{CommandID: c.id, Signal: "KILL"})
	}
}

func isCode(err error, code string) bool {
	var ae *agentError
	return errors.As(err, &ae) && ae.code == code
}

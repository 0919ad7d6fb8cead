// Commands (docs/commands.md): processes the host starts and then follows, each with its output
// ledger (ledger.go). The table lives in the agent, so a command and its output outlive the host's
// connection, a control-plane restart, and (being in guest memory) sleep, archive and fork.
//
// A command runs in a session of its own (its process group and session are its pid) on pipes or
// a terminal (pty.go). It ends when its process has exited and its output reached EOF, as exec
// does. At its timeout the whole process tree is killed (proctree.go). Exited commands are kept
// commandRetention of the agent's running time, at most maxCommands commands in all, and their
// ledgers together within ledgerBudgetFor the guest's memory (the oldest exited go first).
package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

const (
	maxCommands      = 64
	commandRetention = time.Hour
	// The sandbox's ledgers together hold an eighth of the guest's memory, at least 16 MiB (one
	// command's cap) and at most 64 MiB: a 256 MiB sandbox keeps 32 MiB of output.
	minLedgerBudget = 16 << 20
	maxLedgerBudget = 64 << 20
	// readChunk is the most one frame holds: one read from the command's pipe or terminal.
	readChunk = 64 << 10
	// An output answer holds about this much unless the host asks for less, and waits at most
	// maxOutputWait for something new.
	defaultOutputBytes = 4 << 20
	maxOutputBytes     = 16 << 20
	maxOutputWait      = 25 * time.Second
	maxCommandIDBytes  = 128
)

type ptySize struct {
	Cols int `json:"cols"`
	Rows int `json:"rows"`
}

// commandHost is what the table needs of the container (tests use the machine's own processes).
type commandHost interface {
	spawn(o spawnOpts) (*exec.Cmd, error)
	env(extra []string) []string
	defaultCwd() string
	// ptmx is the path of the container's /dev/pts/ptmx as the agent reaches it.
	ptmx() string
	// account resolves a user of the image ("" is none: the agent's own, root).
	account(name string) (*account, error)
}

type command struct {
	id      string
	args    []string // argv form
	shell   string   // shell form ("" for argv)
	started int64
	led     *ledger
	// resident: a process that waits for input by design (a code context's interpreter), not work
	// for the idle policy while it runs (stats' `background`).
	resident bool

	mu        sync.Mutex
	pid       int // as the container sees it
	proc      int // as the agent sees it (0: never started)
	pty       *ptySize
	stdin     *os.File // pipe to the command, or the terminal's master; nil when closed or never open
	master    *os.File
	pipes     []uint64 // inodes of its output pipes (killTree)
	ended     int64
	endedMono time.Time
	exitCode  int
	timedOut  bool
}

type commandTable struct {
	mu     sync.Mutex
	byID   map[string]*command
	order  []*command // oldest first
	budget *ledgerBudget
	host   func() (commandHost, error)
}

func newCommandTable(host func() (commandHost, error)) *commandTable {
	t := &commandTable{byID: map[string]*command{}, host: host}
	t.budget = &ledgerBudget{max: ledgerBudgetFor(memTotal()), over: t.evictOverBudget}
	go func() {
		for {
			time.Sleep(time.Minute)
			t.expire()
		}
	}()
	return t
}

func ledgerBudgetFor(mem int64) int {
	b := mem / 8
	if b < minLedgerBudget {
		b = minLedgerBudget
	}
	if b > maxLedgerBudget {
		b = maxLedgerBudget
	}
	return int(b)
}

// memTotal is the machine's memory in bytes (0 if unknown).
func memTotal() int64 {
	b, _ := os.ReadFile("/proc/meminfo")
	for _, line := range strings.Split(string(b), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "MemTotal:" {
			kb, _ := strconv.ParseInt(f[1], 10, 64)
			return kb << 10
		}
	}
	return 0
}

func (t *commandTable) lookup(id string) (*command, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	c, ok := t.byID[id]
	if !ok {
		return nil, errf("not_found", "no command "+id)
	}
	return c, nil
}

// running counts commands still running that are work for the idle policy (not resident ones).
func (t *commandTable) running() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	n := 0
	for _, c := range t.order {
		if !c.resident && c.state() == "running" {
			n++
		}
	}
	return n
}

// removeLocked forgets c and its output.
func (t *commandTable) removeLocked(c *command) {
	delete(t.byID, c.id)
	for i, o := range t.order {
		if o == c {
			t.order = append(t.order[:i], t.order[i+1:]...)
			break
		}
	}
	c.led.release()
}

// oldestExitedLocked is the exited command that ended first, or nil.
func (t *commandTable) oldestExitedLocked() *command {
	var oldest *command
	for _, c := range t.order {
		c.mu.Lock()
		ended := c.ended
		c.mu.Unlock()
		if ended != 0 && (oldest == nil || ended < oldest.ended) {
			oldest = c
		}
	}
	return oldest
}

func (t *commandTable) expire() {
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, c := range append([]*command(nil), t.order...) {
		c.mu.Lock()
		old := c.ended != 0 && time.Since(c.endedMono) > commandRetention
		c.mu.Unlock()
		if old {
			t.removeLocked(c)
		}
	}
}

// evictOverBudget forgets exited commands, oldest first, while the ledgers are over budget.
func (t *commandTable) evictOverBudget() {
	t.mu.Lock()
	defer t.mu.Unlock()
	for t.budget.add(0) > 0 {
		c := t.oldestExitedLocked()
		if c == nil {
			return
		}
		t.removeLocked(c)
	}
}

// ---- requests -------------------------------------------------------------------------------

func (t *commandTable) start(req *request) (reply, error) {
	h, err := t.host()
	if err != nil {
		return reply{}, err
	}
	if req.CommandID == "" || len(req.CommandID) > maxCommandIDBytes {
		return reply{}, errf("bad_request", fmt.Sprintf("command_id must be 1-%d bytes", maxCommandIDBytes))
	}
	if (len(req.Args) == 0) == (req.Command == "") {
		return reply{}, errf("bad_request", "give args or command")
	}
	if req.Pty != nil && (req.Pty.Cols < 1 || req.Pty.Rows < 1 || req.Pty.Cols > 65535 || req.Pty.Rows > 65535) {
		return reply{}, errf("bad_request", "pty cols and rows must be 1-65535")
	}
	acct, err := h.account(req.User)
	if err != nil {
		return reply{}, err
	}
	c := &command{id: req.CommandID, args: req.Args, shell: req.Command, pty: req.Pty, resident: req.Resident,
		started: time.Now().UnixNano(), led: newLedger(ledgerCap, t.budget)}
	t.mu.Lock()
	if _, ok := t.byID[c.id]; ok {
		t.mu.Unlock()
		return reply{}, errf("exists", "command "+c.id+" exists")
	}
	if len(t.order) >= maxCommands {
		oldest := t.oldestExitedLocked()
		if oldest == nil {
			t.mu.Unlock()
			return reply{}, errf("command_limit", fmt.Sprintf("command limit (%d running) reached", maxCommands))
		}
		t.removeLocked(oldest)
	}
	t.byID[c.id] = c
	t.order = append(t.order, c)
	t.mu.Unlock()
	c.run(h, req, acct)
	return reply{hdr: c.info("command")}, nil
}

func (t *commandTable) list() (reply, error) {
	t.mu.Lock()
	all := append([]*command(nil), t.order...)
	t.mu.Unlock()
	sort.SliceStable(all, func(i, j int) bool { return all[i].started > all[j].started })
	out := make([]response, 0, len(all))
	for _, c := range all {
		out = append(out, c.info(""))
	}
	return reply{hdr: response{"type": "commands", "commands": out}}, nil
}

func (t *commandTable) get(id string) (reply, error) {
	c, err := t.lookup(id)
	if err != nil {
		return reply{}, err
	}
	return reply{hdr: c.info("command")}, nil
}

func (t *commandTable) output(req *request) (reply, error) {
	c, err := t.lookup(req.CommandID)
	if err != nil {
		return reply{}, err
	}
	max := req.MaxBytes
	if max <= 0 {
		max = defaultOutputBytes
	}
	if max > maxOutputBytes {
		max = maxOutputBytes
	}
	wait := time.Duration(req.WaitMs) * time.Millisecond
	if wait > maxOutputWait {
		wait = maxOutputWait
	}
	r := c.led.read(req.Cursor, int(max), wait, req.Reader)
	frames := make([]response, 0, len(r.frames))
	size := 0
	for _, f := range r.frames {
		size += len(f.data)
	}
	body := make([]byte, 0, size)
	for _, f := range r.frames {
		frames = append(frames, response{"seq": f.seq, "stream": f.stream, "len": len(f.data), "at_unix_ns": f.at})
		body = append(body, f.data...)
	}
	hdr := response{"type": "output", "frames": frames, "next": r.next}
	if r.droppedBytes > 0 {
		hdr["dropped"] = response{"seq": r.droppedSeq, "bytes": r.droppedBytes}
	}
	if r.end != nil {
		hdr["end"] = response{"seq": r.end.seq, "exit_code": r.end.exitCode, "timed_out": r.end.timedOut}
	}
	return reply{hdr: hdr, body: body}, nil
}

func (t *commandTable) stdin(req *request) (reply, error) {
	c, err := t.lookup(req.CommandID)
	if err != nil {
		return reply{}, err
	}
	c.mu.Lock()
	in, ended, tty := c.stdin, c.ended != 0, c.pty != nil
	if req.Eof && !tty {
		c.stdin = nil // closed below, after the data
	}
	c.mu.Unlock()
	if ended {
		return reply{}, errf("not_running", "command "+c.id+" has exited")
	}
	if in == nil {
		return reply{}, errf("stdin_closed", "command "+c.id+" has no open stdin (start it with stdin: true)")
	}
	data := req.body
	if req.Eof && tty {
		data = append(append([]byte(nil), data...), 4) // the terminal's EOF character (^D)
	}
	if len(data) > 0 {
		if _, err := in.Write(data); err != nil && !req.Eof {
			return reply{}, errf("not_running", "command "+c.id+" no longer reads its stdin: "+err.Error())
		}
	}
	if req.Eof && !tty {
		in.Close()
	}
	return ok(nil), nil
}

var commandSignals = map[string]syscall.Signal{
	"INT": syscall.SIGINT, "TERM": syscall.SIGTERM, "KILL": syscall.SIGKILL, "HUP": syscall.SIGHUP,
}

func (t *commandTable) signal(req *request) (reply, error) {
	sig, known := commandSignals[req.Signal]
	if !known {
		return reply{}, errf("bad_request", "signal must be INT, TERM, KILL or HUP")
	}
	c, err := t.lookup(req.CommandID)
	if err != nil {
		return reply{}, err
	}
	c.mu.Lock()
	proc, ended, master, pipes := c.proc, c.ended != 0, c.master, c.pipes
	c.mu.Unlock()
	if ended || proc == 0 {
		return reply{}, errf("not_running", "command "+c.id+" has exited")
	}
	if sig == syscall.SIGKILL {
		killTree(proc, nil, pipes...)
		return ok(nil), nil
	}
	_ = syscall.Kill(-proc, sig)
	if master != nil {
		// A shell on a terminal runs its jobs in groups of their own; the one in front gets it too.
		if fg := foregroundGroup(master); fg > 0 && fg != proc {
			_ = syscall.Kill(-fg, sig)
		}
	}
	return ok(nil), nil
}

func (t *commandTable) resize(req *request) (reply, error) {
	c, err := t.lookup(req.CommandID)
	if err != nil {
		return reply{}, err
	}
	if req.Cols < 1 || req.Rows < 1 || req.Cols > 65535 || req.Rows > 65535 {
		return reply{}, errf("bad_request", "cols and rows must be 1-65535")
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.pty == nil {
		return reply{}, errf("no_terminal", "command "+c.id+" does not run on a terminal")
	}
	if c.ended != 0 || c.master == nil {
		return reply{}, errf("not_running", "command "+c.id+" has exited")
	}
	if err := resizePty(c.master, req.Cols, req.Rows); err != nil {
		return reply{}, err
	}
	c.pty = &ptySize{Cols: req.Cols, Rows: req.Rows}
	return ok(nil), nil
}

// ---- one command ----------------------------------------------------------------------------

func (c *command) state() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.ended != 0 {
		return "exited"
	}
	return "running"
}

// info is the command as the host shows it; typ "" leaves out the frame type.
func (c *command) info(typ string) response {
	c.mu.Lock()
	defer c.mu.Unlock()
	r := response{"command_id": c.id, "pid": c.pid, "state": "running", "exit_code": nil,
		"timed_out": c.timedOut, "started_unix_ns": c.started, "ended_unix_ns": nil, "pty": nil}
	if typ != "" {
		r["type"] = typ
	}
	if c.shell != "" {
		r["command"] = c.shell
	} else {
		r["args"] = c.args
	}
	if c.pty != nil {
		r["pty"] = response{"cols": c.pty.Cols, "rows": c.pty.Rows}
	}
	if c.ended != 0 {
		r["state"], r["exit_code"], r["ended_unix_ns"] = "exited", c.exitCode, c.ended
	}
	return r
}

func (c *command) finish(code int, timedOut bool) {
	c.mu.Lock()
	c.ended, c.endedMono, c.exitCode = time.Now().UnixNano(), time.Now(), code
	c.timedOut = c.timedOut || timedOut
	timedOut = c.timedOut
	if c.stdin != nil && c.stdin != c.master {
		c.stdin.Close()
	}
	if c.master != nil {
		c.master.Close()
	}
	c.stdin, c.master = nil, nil
	c.mu.Unlock()
	c.led.finish(code, timedOut)
}

// failed ends a command that could not start, as a shell would report it (see failedSpawn).
func (c *command) failed(name, cwd string, err error) {
	code := 126
	msg := fmt.Sprintf("exec: %s: %v\n", name, err)
	var pe *os.PathError
	switch {
	case errors.Is(err, errNotFound):
		code, msg = 127, fmt.Sprintf("exec: %s: not found\n", name)
	case errors.Is(err, errNoDir):
		msg = fmt.Sprintf("exec: cannot change directory to %s: no such directory\n", cwd)
	case errors.As(err, &pe):
		msg = fmt.Sprintf("exec: %s: %v\n", name, pe.Err)
	}
	stream := "stderr"
	if c.pty != nil {
		stream = "pty"
	}
	c.led.append(stream, []byte(msg))
	c.finish(code, false)
}

// run starts the command's process and the goroutines that read its output and wait for it.
// With an account it runs as that user, in its home unless told otherwise, with its login
// environment under the request's.
func (c *command) run(h commandHost, req *request, acct *account) {
	argv := req.Args
	if req.Command != "" {
		argv = []string{"/bin/sh", "-c", req.Command}
	}
	cwd := req.Cwd
	if cwd == "" {
		cwd = h.defaultCwd()
		if acct != nil {
			cwd = acct.home
		}
	}
	opts := spawnOpts{path: argv[0], args: argv, env: h.env(append(acct.env(), req.Env...)), dir: cwd,
		background: true, cred: acct.credential()}
	var childEnds []*os.File
	type source struct {
		f      *os.File
		stream string
	}
	var sources []source
	var stdin, master *os.File
	closeAll := func(fs ...*os.File) {
		for _, f := range fs {
			if f != nil {
				f.Close()
			}
		}
	}
	if req.Pty != nil {
		m, peer, err := openPty(h.ptmx(), req.Pty.Cols, req.Pty.Rows)
		if err != nil {
			c.failed(argv[0], cwd, fmt.Errorf("opening a terminal: %w", err))
			return
		}
		if uid, gid := acct.owner(); uid >= 0 {
			// The terminal is the user's, as a login's is.
			_ = peer.Chown(uid, gid)
		}
		opts.stdin, opts.stdout, opts.stderr, opts.tty = peer, peer, peer, true
		childEnds = append(childEnds, peer)
		sources = append(sources, source{m, "pty"})
		stdin, master = m, m
	} else {
		outR, outW, err := os.Pipe()
		if err != nil {
			c.failed(argv[0], cwd, err)
			return
		}
		errR, errW, err := os.Pipe()
		if err != nil {
			closeAll(outR, outW)
			c.failed(argv[0], cwd, err)
			return
		}
		opts.stdout, opts.stderr = outW, errW
		childEnds = append(childEnds, outW, errW)
		sources = append(sources, source{outR, "stdout"}, source{errR, "stderr"})
		if req.Stdin {
			inR, inW, err := os.Pipe()
			if err != nil {
				closeAll(outR, outW, errR, errW)
				c.failed(argv[0], cwd, err)
				return
			}
			opts.stdin = inR
			childEnds = append(childEnds, inR)
			stdin = inW
		}
	}
	cmd, err := h.spawn(opts)
	closeAll(childEnds...)
	if err != nil {
		for _, s := range sources {
			s.f.Close()
		}
		if stdin != nil && stdin != master {
			stdin.Close()
		}
		c.failed(argv[0], cwd, err)
		return
	}
	c.mu.Lock()
	c.proc, c.pid, c.stdin, c.master = cmd.Process.Pid, nsPid(cmd.Process.Pid), stdin, master
	c.mu.Unlock()

	proc := cmd.Process.Pid
	var pipes []uint64
	for _, s := range sources {
		if s.f != master {
			pipes = append(pipes, pipeInode(s.f))
		}
	}
	c.mu.Lock()
	c.pipes = pipes
	c.mu.Unlock()
	limit := startDeadline(req.TimeoutMs, func() { killTree(proc, nil, pipes...) })
	var readers sync.WaitGroup
	for _, s := range sources {
		readers.Add(1)
		go func(f *os.File, stream string) {
			defer readers.Done()
			buf := make([]byte, readChunk)
			for {
				n, err := f.Read(buf)
				if n > 0 {
					c.led.append(stream, buf[:n])
				}
				if err != nil {
					break
				}
			}
			if f != master {
				f.Close()
			}
		}(s.f, s.stream)
	}
	go func() {
		_ = cmd.Wait()
		readers.Wait()
		c.finish(exitCode(cmd.ProcessState), limit.stop())
	}()
}

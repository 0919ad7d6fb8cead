// Sessions: one long-lived /bin/sh per session_id in the container. Each command is written to a
// file under the container's /run/warren and sourced by the shell inside a brace group whose
// stdout/stderr go to two fresh FIFOs read by the agent; the shell then reports `$?` on fd 3, a
// pipe back to the agent. Sourcing in the shell itself keeps cwd, exported variables and `&` jobs
// between commands. A background job keeps its FIFO open; the agent stops capturing when the
// status arrives and drains (discards) that FIFO until the job closes it, so it never gets SIGPIPE.
package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

const maxSessions = 256

type sessionTable struct {
	a    *agent
	mu   sync.Mutex
	byID map[string]*session
	next int
}

type session struct {
	mu     sync.Mutex // one command at a time
	key    string     // file-name-safe id
	cmd    *exec.Cmd
	stdin  *os.File
	status *bufio.Reader
	seq    int
	dead   bool
	exited chan struct{} // closed once the shell has been waited for
}

func newSessionTable(a *agent) *sessionTable {
	return &sessionTable{a: a, byID: map[string]*session{}}
}

func (t *sessionTable) count() int {
	t.mu.Lock()
	groups := make([]int, 0, len(t.byID))
	for _, s := range t.byID {
		groups = append(groups, s.cmd.Process.Pid)
	}
	t.mu.Unlock()
	if len(groups) == 0 {
		return 0
	}
	counts := processGroups()
	n := 0
	for _, g := range groups {
		if counts[g] > 1 {
			n += counts[g] - 1 // everything beside the shell itself
		}
	}
	return n
}

func (t *sessionTable) get(id string) (*session, error) {
	c, err := t.a.currentContainer()
	if err != nil {
		return nil, err
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if s, ok := t.byID[id]; ok && !s.dead {
		return s, nil
	}
	delete(t.byID, id)
	if len(t.byID) >= maxSessions {
		return nil, errf("session_limit", fmt.Sprintf("session limit (%d) reached", maxSessions))
	}
	t.next++
	s, err := startSession(c, fmt.Sprintf("s%d", t.next))
	if err != nil {
		return nil, err
	}
	t.byID[id] = s
	return s, nil
}

func startSession(c *container, key string) (*session, error) {
	env := c.env(nil)
	stdinR, stdinW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	statusR, statusW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	cmd, err := c.spawn(spawnOpts{path: "sh", args: []string{"sh"}, env: env, dir: c.spec.Cwd,
		stdin: stdinR, extraFiles: []*os.File{statusW}})
	stdinR.Close()
	statusW.Close()
	if err != nil {
		stdinW.Close()
		statusR.Close()
		return nil, errf("io", "starting session shell: "+err.Error())
	}
	s := &session{key: key, cmd: cmd, stdin: stdinW, status: bufio.NewReader(statusR), exited: make(chan struct{})}
	go func() {
		_ = cmd.Wait()
		close(s.exited)
	}()
	return s, nil
}

func (t *sessionTable) exec(req *request) (reply, error) {
	id, command := req.SessionID, req.Command
	if id == "" {
		return reply{}, errf("bad_request", "session_id is empty")
	}
	prelude, err := sessionPrelude(req.Env, req.Cwd)
	if err != nil {
		return reply{}, err
	}
	s, err := t.get(id)
	if err != nil {
		return reply{}, err
	}
	c, err := t.a.currentContainer()
	if err != nil {
		return reply{}, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.dead {
		return reply{}, errf("io", "session ended")
	}
	s.seq++
	name := fmt.Sprintf("%s-%d", s.key, s.seq)
	dir := c.root() + "/run/warren"
	_ = os.MkdirAll(dir, 0o700)
	cmdFile, outFifo, errFifo := dir+"/c."+name, dir+"/o."+name, dir+"/e."+name
	defer os.Remove(cmdFile)
	defer os.Remove(outFifo)
	defer os.Remove(errFifo)
	if err := os.WriteFile(cmdFile, []byte(prelude+command+"\n"), 0o600); err != nil {
		return reply{}, err
	}
	out, errs := &capture{max: defaultMaxOutput}, &capture{max: defaultMaxOutput}
	outR, err := openFifo(outFifo, out)
	if err != nil {
		return reply{}, err
	}
	errR, err := openFifo(errFifo, errs)
	if err != nil {
		outR.abort()
		return reply{}, err
	}
	pgid := s.cmd.Process.Pid
	before := map[int]bool{}
	for _, pid := range treeOf(pgid, liveProcesses(), nil) {
		before[pid] = true
	}
	t.a.execs.addForeground(pgid)
	defer t.a.execs.removeForeground(pgid)
	in := "/run/warren/"
	// `command .`: a syntax error in the sourced file is an error status, not the shell's end.
	line := fmt.Sprintf("{ command . %sc.%s\n} </dev/null >%so.%s 2>%se.%s 3>&-; echo \"$?\" >&3\n", in, name, in, name, in, name)
	if _, err := s.stdin.WriteString(line); err != nil {
		outR.abort()
		errR.abort()
		return t.ended(id, s, out, errs)
	}
	answered := make(chan struct{})
	limit := startDeadline(req.TimeoutMs, func() { s.timeout(before, answered) })
	status, err := s.status.ReadString('\n')
	close(answered)
	timedOut := limit.stop()
	outR.finish()
	errR.finish()
	var rep reply
	if err != nil {
		rep, err = t.ended(id, s, out, errs)
	} else {
		code, _ := strconv.Atoi(strings.TrimSpace(status))
		rep = execResult(code, out, errs)
	}
	if err == nil {
		rep.hdr["timed_out"] = timedOut
	}
	return rep, err
}

// timeout kills what the session's current command started (every process of the shell's tree
// that was not there before it), then, if the shell itself is still busy a second later (a loop
// of builtins), the shell: the session ends and the next command starts a fresh one.
func (s *session) timeout(before map[int]bool, answered chan struct{}) {
	shell := s.cmd.Process.Pid
	killTree(shell, before)
	select {
	case <-answered:
	case <-s.exited:
	case <-time.After(time.Second):
		killTree(shell, nil)
	}
}

// sessionPrelude is what runs in the session before a command given env or cwd: they are set in
// the session itself, so they last like an `export` or a `cd` typed there. A cwd that cannot be
// entered ends the command with status 126, as exec does.
func sessionPrelude(env []string, cwd string) (string, error) {
	var b strings.Builder
	for _, kv := range env {
		i := strings.IndexByte(kv, '=')
		if i <= 0 || !shellName(kv[:i]) {
			return "", errf("bad_request", fmt.Sprintf("env entry %q is not NAME=value", kv))
		}
		fmt.Fprintf(&b, "export %s=%s\n", kv[:i], shellQuote(kv[i+1:]))
	}
	if cwd != "" {
		fmt.Fprintf(&b, "cd -- %s || return 126\n", shellQuote(cwd))
	}
	return b.String(), nil
}

func shellName(s string) bool {
	for i, r := range s {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			return false
		}
	}
	return s != ""
}

func shellQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// ended: the shell exited (e.g. `exit`); report its status and forget the session.
func (t *sessionTable) ended(id string, s *session, out, errs *capture) (reply, error) {
	s.dead = true
	t.mu.Lock()
	if t.byID[id] == s {
		delete(t.byID, id)
	}
	t.mu.Unlock()
	s.stdin.Close()
	code := -1
	select {
	case <-s.exited:
		code = exitCode(s.cmd.ProcessState)
	case <-time.After(time.Second):
	}
	_ = syscall.Kill(-s.cmd.Process.Pid, syscall.SIGKILL)
	return execResult(code, out, errs), nil
}

func (t *sessionTable) close(id string) bool {
	t.mu.Lock()
	s, ok := t.byID[id]
	delete(t.byID, id)
	t.mu.Unlock()
	if !ok {
		return false
	}
	s.dead = true
	_ = syscall.Kill(-s.cmd.Process.Pid, syscall.SIGKILL)
	s.stdin.Close()
	return true
}

// fifoReader captures one FIFO until the command's status arrives.
type fifoReader struct {
	r, w *os.File
	done chan struct{}
}

func openFifo(path string, into io.Writer) (*fifoReader, error) {
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		return nil, &os.PathError{Op: "mkfifo", Path: path, Err: err}
	}
	r, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	// Our own writer keeps the FIFO from reading EOF before the shell opens it.
	w, err := os.OpenFile(path, os.O_WRONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		r.Close()
		return nil, err
	}
	f := &fifoReader{r: r, w: w, done: make(chan struct{})}
	go f.run(into)
	return f, nil
}

func (f *fifoReader) run(into io.Writer) {
	buf := make([]byte, 64<<10)
	for {
		n, err := f.r.Read(buf)
		if n > 0 {
			into.Write(buf[:n])
		}
		if err == nil {
			continue
		}
		if errors.Is(err, os.ErrDeadlineExceeded) {
			// A background job still holds the FIFO: take what is buffered, then discard the rest.
			_ = f.r.SetReadDeadline(time.Time{})
			if rc, err := f.r.SyscallConn(); err == nil {
				_ = rc.Read(func(fd uintptr) bool {
					for {
						n, err := syscall.Read(int(fd), buf)
						if n <= 0 || err != nil {
							return true
						}
						into.Write(buf[:n])
					}
				})
			}
			close(f.done)
			go func() {
				_, _ = io.Copy(io.Discard, f.r)
				f.r.Close()
			}()
			return
		}
		close(f.done)
		f.r.Close()
		return
	}
}

// finish is called once the command's status is known: all its output is in the FIFO by now.
func (f *fifoReader) finish() {
	f.w.Close()
	select {
	case <-f.done:
		return
	case <-time.After(5 * time.Millisecond):
	}
	_ = f.r.SetReadDeadline(time.Now())
	<-f.done
}

func (f *fifoReader) abort() {
	f.w.Close()
	_ = f.r.SetReadDeadline(time.Now())
	<-f.done
}

// `exec`: one process in the container, its own process group, output captured up to a cap per
// stream. The call ends when the process has exited AND its stdout/stderr reached EOF, so
// children that keep the pipes open hold it, as the specification requires.
package main

import (
	"bytes"
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

const defaultMaxOutput = 16 << 20

// capture keeps the first max bytes written and counts the rest.
type capture struct {
	mu        sync.Mutex
	max       int
	buf       []byte
	truncated bool
}

func (c *capture) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	room := c.max - len(c.buf)
	if room >= len(p) {
		c.buf = append(c.buf, p...)
	} else {
		if room > 0 {
			c.buf = append(c.buf, p[:room]...)
		}
		c.truncated = true
	}
	return len(p), nil
}

func (c *capture) bytes() []byte {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.buf
}

func exitCode(state *os.ProcessState) int {
	if state == nil {
		return -1
	}
	if ws, ok := state.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return 128 + int(ws.Signal())
	}
	return state.ExitCode()
}

func execResult(code int, out, errs *capture) reply {
	o, e := out.bytes(), errs.bytes()
	body := make([]byte, 0, len(o)+len(e))
	body = append(append(body, o...), e...)
	return reply{hdr: response{"type": "exec_result", "exit_code": code,
		"stdout_len": len(o), "stderr_len": len(e),
		"stdout_truncated": out.truncated, "stderr_truncated": errs.truncated, "timed_out": false}, body: body}
}

// deadline kills a process tree once timeoutMs has passed (never when 0); expired says whether it did.
type deadline struct {
	timer   *time.Timer
	mu      sync.Mutex
	expired bool
}

func startDeadline(timeoutMs int64, kill func()) *deadline {
	d := &deadline{}
	if timeoutMs > 0 {
		d.timer = time.AfterFunc(time.Duration(timeoutMs)*time.Millisecond, func() {
			d.mu.Lock()
			d.expired = true
			d.mu.Unlock()
			kill()
		})
	}
	return d
}

// stop disarms the deadline and reports whether it had expired.
func (d *deadline) stop() bool {
	if d.timer != nil {
		d.timer.Stop()
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.expired
}

func (a *agent) exec(req *request) (reply, error) {
	c, err := a.currentContainer()
	if err != nil {
		return reply{}, err
	}
	if len(req.Args) == 0 {
		return reply{}, errf("bad_request", "args is empty")
	}
	max := req.MaxOutput
	if max <= 0 {
		max = defaultMaxOutput
	}
	acct, err := c.account(req.User)
	if err != nil {
		return reply{}, err
	}
	out, errs := &capture{max: max}, &capture{max: max}
	env := c.env(append(acct.env(), req.Env...))
	cwd := req.Cwd
	if cwd == "" {
		cwd = c.spec.Cwd
		if acct != nil {
			cwd = acct.home
		}
	}
	opts := spawnOpts{path: req.Args[0], args: req.Args, env: env, dir: cwd, cred: acct.credential()}
	if req.Background {
		opts.background = true
		cmd, err := c.spawn(opts)
		if err != nil {
			return failedSpawn(req.Args[0], cwd, err, out, errs)
		}
		a.execs.addBackground(cmd)
		return reply{hdr: response{"type": "started", "pid": nsPid(cmd.Process.Pid)}}, nil
	}
	if len(req.body) > 0 {
		opts.stdin = bytes.NewReader(req.body)
	}
	// Pipes of our own (not exec.Cmd's): a timeout kills whoever holds them (killTree).
	outR, outW, err := os.Pipe()
	if err != nil {
		return reply{}, err
	}
	errR, errW, err := os.Pipe()
	if err != nil {
		outR.Close()
		outW.Close()
		return reply{}, err
	}
	opts.stdout, opts.stderr = outW, errW
	cmd, err := c.spawn(opts)
	outW.Close()
	errW.Close()
	pipes := []uint64{pipeInode(outR), pipeInode(errR)}
	var copies sync.WaitGroup
	for _, p := range []struct {
		r  *os.File
		to *capture
	}{{outR, out}, {errR, errs}} {
		copies.Add(1)
		go func(r *os.File, to *capture) {
			defer copies.Done()
			_, _ = io.Copy(to, r)
			r.Close()
		}(p.r, p.to)
	}
	if err != nil {
		copies.Wait()
		return failedSpawn(req.Args[0], cwd, err, out, errs)
	}
	pgid := cmd.Process.Pid
	a.execs.addForeground(pgid)
	limit := startDeadline(req.TimeoutMs, func() { killTree(pgid, nil, pipes...) })
	_ = cmd.Wait()
	copies.Wait()
	timedOut := limit.stop()
	a.execs.removeForeground(pgid)
	rep := execResult(exitCode(cmd.ProcessState), out, errs)
	rep.hdr["timed_out"] = timedOut
	return rep, nil
}

// failedSpawn answers like a shell would: 127 for a missing program, 126 for one that cannot run.
func failedSpawn(name, cwd string, err error, out, errs *capture) (reply, error) {
	switch {
	case errors.Is(err, errNotFound):
		fmt.Fprintf(errs, "exec: %s: not found\n", name)
		return execResult(127, out, errs), nil
	case errors.Is(err, errNoDir):
		fmt.Fprintf(errs, "exec: cannot change directory to %s: no such directory\n", cwd)
		return execResult(126, out, errs), nil
	}
	var pe *os.PathError
	if errors.As(err, &pe) {
		fmt.Fprintf(errs, "exec: %s: %v\n", name, pe.Err)
		return execResult(126, out, errs), nil
	}
	return reply{}, errf("io", fmt.Sprintf("starting %s: %v", name, err))
}

// nsPid is the pid of a process as seen inside its own (innermost) PID namespace.
func nsPid(pid int) int {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return pid
	}
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "NSpid:") {
			f := strings.Fields(line)
			if n, err := strconv.Atoi(f[len(f)-1]); err == nil {
				return n
			}
		}
	}
	return pid
}

// ---- running processes and the fork-storm guard ----------------------------------------------

type execRegistry struct {
	mu         sync.Mutex
	foreground map[int]int // pgid -> number of calls using it
	background map[int]*exec.Cmd
}

func newExecRegistry() *execRegistry {
	return &execRegistry{foreground: map[int]int{}, background: map[int]*exec.Cmd{}}
}

func (r *execRegistry) addForeground(pgid int) {
	r.mu.Lock()
	r.foreground[pgid]++
	r.mu.Unlock()
}

func (r *execRegistry) removeForeground(pgid int) {
	r.mu.Lock()
	if r.foreground[pgid]--; r.foreground[pgid] <= 0 {
		delete(r.foreground, pgid)
	}
	r.mu.Unlock()
}

func (r *execRegistry) addBackground(cmd *exec.Cmd) {
	r.mu.Lock()
	r.background[cmd.Process.Pid] = cmd
	r.mu.Unlock()
	go func() {
		_ = cmd.Wait()
		r.mu.Lock()
		delete(r.background, cmd.Process.Pid)
		r.mu.Unlock()
	}()
}

func (r *execRegistry) backgroundCount() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.background)
}

// groups are the process groups the fork-storm guard may kill: running execs and session
// commands, and background execs (each leads its own session and group).
func (r *execRegistry) groups() []int {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := make([]int, 0, len(r.foreground)+len(r.background))
	for g := range r.foreground {
		out = append(out, g)
	}
	for pid := range r.background {
		out = append(out, pid)
	}
	return out
}

// watchPids kills the process group of the exec with the most processes whenever the cgroup's
// pids cap is hit (pids.events "max" grows). cgroup v2 reports each change of an events file to
// inotify, so the watch sleeps until one: a poll every 100 ms kept an idle guest's scheduler and
// the Go runtime's sysmon awake, a cost every idle sandbox paid in host CPU under TCG.
func watchPids(r *execRegistry) {
	changes, err := watchFile(sandboxCg + "/pids.events")
	if err != nil {
		logf("pids cap watch: %v", err)
		return
	}
	last := pidsMaxEvents()
	buf := make([]byte, 4096)
	for {
		if _, err := changes.Read(buf); err != nil {
			logf("pids cap watch: %v", err)
			return
		}
		n := pidsMaxEvents()
		if n == last {
			continue
		}
		last = n
		groups := r.groups()
		if len(groups) == 0 {
			continue
		}
		counts := processGroups()
		victim, most := 0, 0
		for _, g := range groups {
			if counts[g] > most {
				victim, most = g, counts[g]
			}
		}
		if victim == 0 {
			continue
		}
		logf("process cap reached: killing process group %d (%d processes)", victim, most)
		for i := 0; i < 50; i++ {
			_ = syscall.Kill(-victim, syscall.SIGKILL)
			if processGroups()[victim] == 0 {
				break
			}
			time.Sleep(10 * time.Millisecond)
		}
		last = pidsMaxEvents()
	}
}

// watchFile returns an inotify descriptor watching path for modification: each Read returns once
// the file changed. Non-blocking, so reads wait in the runtime's poller, not in a thread.
func watchFile(path string) (*os.File, error) {
	fd, err := syscall.InotifyInit1(syscall.IN_CLOEXEC | syscall.IN_NONBLOCK)
	if err != nil {
		return nil, fmt.Errorf("inotify: %w", err)
	}
	if _, err := syscall.InotifyAddWatch(fd, path, syscall.IN_MODIFY); err != nil {
		syscall.Close(fd)
		return nil, fmt.Errorf("watch %s: %w", path, err)
	}
	return os.NewFile(uintptr(fd), path), nil
}

func pidsMaxEvents() int {
	b, _ := os.ReadFile(sandboxCg + "/pids.events")
	for _, line := range strings.Split(string(b), "\n") {
		if f := strings.Fields(line); len(f) == 2 && f[0] == "max" {
			n, _ := strconv.Atoi(f[1])
			return n
		}
	}
	return 0
}

// processGroups counts live processes per process group (global pids).
func processGroups() map[int]int {
	counts := map[int]int{}
	d, err := os.Open("/proc")
	if err != nil {
		return counts
	}
	names, _ := d.Readdirnames(-1)
	d.Close()
	for _, name := range names {
		if name[0] < '0' || name[0] > '9' {
			continue
		}
		b, err := os.ReadFile("/proc/" + name + "/stat")
		if err != nil {
			continue
		}
		// pid (comm) state ppid pgrp ...; comm may contain spaces: split after the last ')'.
		s := string(b)
		i := strings.LastIndexByte(s, ')')
		if i < 0 {
			continue
		}
		f := strings.Fields(s[i+1:])
		if len(f) < 3 || f[0] == "Z" {
			continue
		}
		if g, err := strconv.Atoi(f[2]); err == nil {
			counts[g]++
		}
	}
	return counts
}

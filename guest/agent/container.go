// The container: a PID + mount namespace rooted at the image filesystem, whose processes all live
// in the cgroup /sys/fs/cgroup/sandbox (pids.max, memory.max), except the holder (below). Its first process is this binary
// as `warren-init`, which mounts /proc, /sys, /dev, /run inside, chroots and execs the image
// entrypoint (or, with none, holds the namespace open and reaps orphans). When the entrypoint
// exits the namespace ends with it and a holder namespace replaces it.
//
// Processes the agent starts later (execs, session shells) join the namespaces from outside: a
// locked OS thread unshares its fs_struct, setns()es into the container's mount namespace and
// its pid_for_children into the container's PID namespace, the child chroots to the image root
// inside that namespace, and is started under ptrace so it stops before its first instruction; the agent moves it into the cgroup, resets its
// oom_score_adj and only then lets it run. Go 1.19 has neither setns nor a cgroup fd in
// SysProcAttr; this keeps the agent itself outside the cgroup and the cap race-free.
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// onNamespace is called with the first process of each new container namespace (volumes.go
// attaches the volumes there).
var onNamespace func(pid1 int)

// containerInitName is argv[0] of this binary when it runs as the container's first process.
const containerInitName = "warren-init"

const defaultPath = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"

type containerSpec struct {
	Runtime        string   `json:"runtime"`
	Entrypoint     []string `json:"entrypoint"`
	Env            []string `json:"env"`
	Cwd            string   `json:"cwd"`
	PidsMax        int      `json:"pids_max"`
	MemoryMaxBytes int64    `json:"memory_max_bytes"`
}

type container struct {
	spec  containerSpec
	execs *execRegistry
	mu    sync.Mutex
	pid1  int
	gen   int           // bumped each time the namespace is replaced
	jobs  chan spawnJob // the current namespace's spawner
	ended chan spawnJob // the spawner of a namespace whose init has exited (its replacement is starting)
}

// How long a spawn that met a dying namespace waits: for its init's exit to be seen, then for the
// holder that replaces it.
const (
	endSeenWait  = time.Second
	replacedWait = 5 * time.Second
)

func startContainer(spec containerSpec, execs *execRegistry) (*container, error) {
	if spec.Cwd == "" {
		spec.Cwd = "/"
	}
	if spec.Runtime == "vm" {
		spec.Entrypoint = []string{"/sbin/init"}
	}
	if err := setupCgroup(spec.PidsMax, spec.MemoryMaxBytes); err != nil {
		return nil, err
	}
	c := &container{spec: spec, execs: execs}
	if err := c.startInit(spec.Entrypoint); err != nil {
		return nil, err
	}
	go watchPids(execs)
	return c, nil
}

func setupCgroup(pidsMax int, memMax int64) error {
	// cpu: the whole sandbox weighs as much as one task of the root group, so the agent (and the
	// holder) keep their share however many processes the sandbox runs.
	if err := os.WriteFile(cgroupRoot+"/cgroup.subtree_control", []byte("+pids +memory +cpu"), 0); err != nil {
		return fmt.Errorf("enable controllers: %w", err)
	}
	if err := os.Mkdir(sandboxCg, 0o755); err != nil && !os.IsExist(err) {
		return err
	}
	if pidsMax > 0 {
		if err := os.WriteFile(sandboxCg+"/pids.max", []byte(strconv.Itoa(pidsMax)), 0); err != nil {
			return fmt.Errorf("pids.max: %w", err)
		}
	}
	if memMax > 0 {
		if err := os.WriteFile(sandboxCg+"/memory.max", []byte(strconv.FormatInt(memMax, 10)), 0); err != nil {
			return fmt.Errorf("memory.max: %w", err)
		}
		_ = os.WriteFile(sandboxCg+"/memory.swap.max", []byte("0"), 0)
	}
	return nil
}

// startInit starts a new namespace whose first process runs entrypoint (empty: hold).
func (c *container) startInit(entrypoint []string) error {
	spec, _ := json.Marshal(initSpec{Entrypoint: entrypoint, Env: c.spec.Env, Cwd: c.spec.Cwd})
	cmd := &exec.Cmd{Path: "/proc/self/exe", Args: []string{containerInitName}}
	cmd.Env = []string{"WARREN_INIT=" + string(spec)}
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	cmd.SysProcAttr = &syscall.SysProcAttr{Cloneflags: syscall.CLONE_NEWPID | syscall.CLONE_NEWNS}
	if err := startProcess(cmd); err != nil {
		return err
	}
	c.mu.Lock()
	c.gen++
	gen := c.gen
	c.mu.Unlock()
	// The init reports readiness by having chrooted: wait until its root is the image root.
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		if target, err := os.Readlink(fmt.Sprintf("/proc/%d/root", cmd.Process.Pid)); err == nil && target == imageRoot {
			break
		}
		time.Sleep(2 * time.Millisecond)
	}
	jobs := make(chan spawnJob)
	ready := make(chan error)
	go runSpawner(cmd.Process.Pid, jobs, ready)
	if err := <-ready; err != nil {
		_ = cmd.Process.Kill()
		return fmt.Errorf("spawner: %w", err)
	}
	// The namespace is the container's from here: its root is the image root.
	c.mu.Lock()
	old := c.jobs
	c.pid1, c.jobs = cmd.Process.Pid, jobs
	c.mu.Unlock()
	if old != nil {
		close(old)
	}
	if onNamespace != nil {
		onNamespace(cmd.Process.Pid)
	}
	go func() {
		err := cmd.Wait()
		c.mu.Lock()
		replaced := c.gen != gen
		if !replaced {
			c.ended = jobs
		}
		c.mu.Unlock()
		if replaced {
			return
		}
		logf("container init exited (%v); starting a holder so execs keep working", err)
		if err := c.startInit(nil); err != nil {
			logf("holder: %v", err)
		}
	}()
	return nil
}

func (c *container) init() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.pid1
}

// root is the container's root directory as the agent sees it, with the container's mounts. A
// namespace whose init has exited has no root (its /proc entry goes): like a spawn, a file
// operation that meets one waits for the holder that replaces it.
func (c *container) root() string {
	c.mu.Lock()
	pid, jobs := c.pid1, c.jobs
	c.mu.Unlock()
	if _, err := os.Readlink(fmt.Sprintf("/proc/%d/root", pid)); err != nil && c.awaitReplacement(jobs) {
		pid = c.init()
	}
	return fmt.Sprintf("/proc/%d/root", pid)
}

// env merges the image env with per-call overrides (later wins) and makes sure PATH is set.
func (c *container) env(extra []string) []string {
	seen := map[string]int{}
	var out []string
	for _, kv := range append(append([]string{}, c.spec.Env...), extra...) {
		k := kv
		if i := strings.IndexByte(kv, '='); i >= 0 {
			k = kv[:i]
		}
		if j, ok := seen[k]; ok {
			out[j] = kv
			continue
		}
		seen[k] = len(out)
		out = append(out, kv)
	}
	if _, ok := seen["PATH"]; !ok {
		out = append(out, "PATH="+defaultPath)
	}
	return out
}

func (c *container) defaultCwd() string { return c.spec.Cwd }

// account resolves a user of the image (docs/guest-protocol.md, "users"); "" is none.
func (c *container) account(name string) (*account, error) {
	return lookupAccount(rootFS{root: c.root()}, name)
}

// ptmx is the container's own devpts multiplexer (setupContainerMounts mounts a new instance).
func (c *container) ptmx() string { return c.root() + "/dev/pts/ptmx" }

func envPath(env []string) string {
	for i := len(env) - 1; i >= 0; i-- {
		if strings.HasPrefix(env[i], "PATH=") {
			return env[i][5:]
		}
	}
	return defaultPath
}

// spawnOpts describes a process started inside the container.
type spawnOpts struct {
	path       string // looked up in the container's PATH when it has no slash
	args       []string
	env        []string
	dir        string
	stdin      io.Reader
	stdout     io.Writer
	stderr     io.Writer
	extraFiles []*os.File
	background bool                // new session instead of a new process group
	tty        bool                // with background: stdin is a terminal that becomes the session's
	cred       *syscall.Credential // run as this account (nil: as the agent, root)
}

// Spawn failures that are the caller's, not the agent's: exec answers 127 / 126 for them.
var (
	errNotFound = errors.New("not found")
	errNoDir    = errors.New("no such directory")
	// The spawner's namespace ended (its PID 1 exited) before the process could start in it.
	errReplaced = errors.New("the container namespace was replaced")
)

type spawnJob struct {
	o    spawnOpts
	resp chan spawnResult
}

type spawnResult struct {
	cmd *exec.Cmd
	err error
}

// spawn starts a process in the container's namespaces and cgroup (see the file comment).
// spawn starts a process in the container. A PID namespace whose init has exited refuses new
// processes (fork: ENOMEM) until the holder replaces it (startInit); a spawn that meets one waits
// for the replacement and starts its process there instead.
func (c *container) spawn(o spawnOpts) (*exec.Cmd, error) {
	for attempt := 0; ; attempt++ {
		c.mu.Lock()
		jobs := c.jobs
		c.mu.Unlock()
		r := spawnResult{err: errReplaced}
		job := spawnJob{o: o, resp: make(chan spawnResult, 1)}
		if sendJob(jobs, job) {
			r = <-job.resp
		}
		if attempt == 0 && (r.err == errReplaced || errors.Is(r.err, syscall.ENOMEM)) && c.awaitReplacement(jobs) {
			continue
		}
		return r.cmd, r.err
	}
}

// awaitReplacement reports whether the namespace served by spawner `jobs` was replaced: it waits
// for its init's exit to be seen, then for the new namespace's spawner. False when the init still
// runs (an ENOMEM of the sandbox's own making) or no replacement came.
func (c *container) awaitReplacement(jobs chan spawnJob) bool {
	state := func() (ended, replaced bool) {
		c.mu.Lock()
		defer c.mu.Unlock()
		return c.ended == jobs, c.jobs != jobs
	}
	start := time.Now()
	for {
		ended, replaced := state()
		if replaced {
			return true
		}
		waited := time.Since(start)
		if (!ended && waited > endSeenWait) || waited > replacedWait {
			return false
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// sendJob reports false when the spawner's channel was closed (its namespace replaced).
func sendJob(jobs chan spawnJob, job spawnJob) (sent bool) {
	defer func() {
		if recover() != nil {
			sent = false
		}
	}()
	jobs <- job
	return true
}

// runSpawner owns one OS thread that lives inside the container: it joins the namespaces of
// pid1 and chroots to the image root once, then starts every process of that namespace. PATH
// lookups and cwd checks run there too, so symlinks resolve as the container sees them.
func runSpawner(pid1 int, jobs chan spawnJob, ready chan<- error) {
	// Never unlocked: the thread ends with this goroutine, taking its namespaces with it.
	runtime.LockOSThread()
	// Opened before the chroot: the agent's /proc (global pids) and the cgroup to join.
	procFd, err := syscall.Open("/proc", syscall.O_RDONLY|syscall.O_DIRECTORY|syscall.O_CLOEXEC, 0)
	if err != nil {
		ready <- err
		return
	}
	cgroupProcs, err := os.OpenFile(sandboxCg+"/cgroup.procs", os.O_WRONLY, 0)
	if err != nil {
		ready <- err
		return
	}
	if err := joinNamespaces(pid1); err != nil {
		ready <- err
		return
	}
	if err := syscall.Chroot(imageRoot); err != nil {
		ready <- fmt.Errorf("chroot: %w", err)
		return
	}
	_ = syscall.Chdir("/")
	ready <- nil
	for job := range jobs {
		cmd, err := spawnHere(job.o, procFd, cgroupProcs)
		job.resp <- spawnResult{cmd, err}
	}
}

// spawnHere runs on the spawner thread.
func spawnHere(o spawnOpts, procFd int, cgroupProcs *os.File) (*exec.Cmd, error) {
	if fi, err := os.Stat(o.dir); err != nil || !fi.IsDir() {
		return nil, errNoDir
	}
	path := o.path
	if !strings.Contains(path, "/") {
		path = ""
		for _, dir := range filepath.SplitList(envPath(o.env)) {
			p := filepath.Join(dir, o.path)
			if fi, err := os.Stat(p); err == nil && fi.Mode().IsRegular() && fi.Mode()&0o111 != 0 {
				path = p
				break
			}
		}
		if path == "" {
			return nil, errNotFound
		}
	}
	cmd := &exec.Cmd{Path: path, Args: o.args, Env: o.env, Dir: o.dir,
		Stdin: o.stdin, Stdout: o.stdout, Stderr: o.stderr, ExtraFiles: o.extraFiles}
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: !o.background, Setsid: o.background, Setctty: o.tty, Ptrace: true,
		Credential: o.cred}
	if err := startProcess(cmd); err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) && pe.Err == syscall.ENOENT {
			return nil, errNotFound
		}
		return nil, err
	}
	pid := cmd.Process.Pid
	var ws syscall.WaitStatus
	// The child stops with SIGTRAP right after execve, before running any of its code.
	if _, err := syscall.Wait4(pid, &ws, syscall.WALL, nil); err != nil {
		logf("wait for exec stop of %d: %v", pid, err)
	} else if !ws.Stopped() {
		// Killed before its first instruction: its namespace ended as it started. Wait releases its
		// pipes (the status was taken above).
		_ = cmd.Wait()
		return nil, errReplaced
	}
	if _, err := cgroupProcs.Write([]byte(strconv.Itoa(pid))); err != nil {
		logf("cgroup join %d: %v", pid, err)
	}
	_ = syscall.Setpriority(syscall.PRIO_PROCESS, pid, 0)
	if fd, err := syscall.Openat(procFd, strconv.Itoa(pid)+"/oom_score_adj", syscall.O_WRONLY|syscall.O_CLOEXEC, 0); err == nil {
		_, _ = syscall.Write(fd, []byte("0"))
		syscall.Close(fd)
	}
	if err := syscall.PtraceDetach(pid); err != nil {
		logf("ptrace detach %d: %v", pid, err)
	}
	return cmd, nil
}

// joinNamespaces moves the calling (locked) thread into the container's mount namespace and
// makes its future children start in the container's PID namespace. A thread may only change
// mount namespace with an fs_struct of its own, hence unshare(CLONE_FS) first.
func joinNamespaces(pid1 int) error {
	if err := syscall.Unshare(syscall.CLONE_FS); err != nil {
		return fmt.Errorf("unshare fs: %w", err)
	}
	for _, ns := range []struct {
		name string
		flag uintptr
	}{{"pid", syscall.CLONE_NEWPID}, {"mnt", syscall.CLONE_NEWNS}} {
		fd, err := syscall.Open(fmt.Sprintf("/proc/%d/ns/%s", pid1, ns.name), syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
		if err != nil {
			return fmt.Errorf("container namespace: %w", err)
		}
		_, _, errno := syscall.RawSyscall(sysSetns, uintptr(fd), ns.flag, 0)
		syscall.Close(fd)
		if errno != 0 {
			return fmt.Errorf("setns %s: %w", ns.name, errno)
		}
	}
	return nil
}

const (
	sysSetns       = 308
	sysFinitModule = 313
)

// ---- inside the namespace ---------------------------------------------------------------------

type initSpec struct {
	Entrypoint []string `json:"entrypoint"`
	Env        []string `json:"env"`
	Cwd        string   `json:"cwd"`
}

// containerInit runs as PID 1 of a fresh PID + mount namespace.
func containerInit() {
	var spec initSpec
	if err := json.Unmarshal([]byte(os.Getenv("WARREN_INIT")), &spec); err != nil {
		logf("container-init: bad spec: %v", err)
		os.Exit(1)
	}
	// Opened before the chroot. The holder stays in the root cgroup: a Go process that cannot
	// create a thread dies, and a fork storm at pids.max would take the namespace down with it.
	cgroupProcs, err := os.OpenFile(sandboxCg+"/cgroup.procs", os.O_WRONLY, 0)
	if err != nil {
		logf("container-init: cgroup: %v", err)
	}
	if err := setupContainerMounts(); err != nil {
		logf("container-init: %v", err)
		os.Exit(1)
	}
	if len(spec.Entrypoint) > 0 {
		env := spec.Env
		path := spec.Entrypoint[0]
		if !strings.Contains(path, "/") {
			os.Setenv("PATH", envPath(env))
			if p, err := exec.LookPath(path); err == nil {
				path = p
			}
		}
		_ = os.Chdir(spec.Cwd)
		_ = os.WriteFile("/proc/self/oom_score_adj", []byte("0"), 0)
		_ = syscall.Setpriority(syscall.PRIO_PROCESS, 0, 0)
		if cgroupProcs != nil {
			if _, err := cgroupProcs.Write([]byte("0")); err != nil {
				logf("container-init: cgroup: %v", err)
			}
		}
		err := syscall.Exec(path, spec.Entrypoint, env)
		logf("entrypoint %v: %v; holding instead", spec.Entrypoint, err)
		if root, err := os.OpenFile("/sys/fs/cgroup/cgroup.procs", os.O_WRONLY, 0); err == nil {
			_, _ = root.Write([]byte("0"))
			root.Close()
		}
		_ = os.WriteFile("/proc/self/oom_score_adj", []byte(oomProtect), 0)
	}
	hold()
}

func setupContainerMounts() error {
	if err := syscall.Mount("", "/", "", syscall.MS_REC|syscall.MS_PRIVATE, ""); err != nil {
		return fmt.Errorf("make / private: %w", err)
	}
	r := imageRoot
	mounts := []struct {
		src, dst, fstype string
		flags            uintptr
		data             string
	}{
		{"proc", r + "/proc", "proc", syscall.MS_NOSUID | syscall.MS_NODEV | syscall.MS_NOEXEC, ""},
		{"sysfs", r + "/sys", "sysfs", syscall.MS_NOSUID | syscall.MS_NODEV | syscall.MS_NOEXEC, ""},
		{"devtmpfs", r + "/dev", "devtmpfs", syscall.MS_NOSUID, ""},
		{"devpts", r + "/dev/pts", "devpts", syscall.MS_NOSUID | syscall.MS_NOEXEC, "newinstance,ptmxmode=0666,mode=0620"},
		{"tmpfs", r + "/dev/shm", "tmpfs", syscall.MS_NOSUID | syscall.MS_NODEV, "mode=1777"},
		{"tmpfs", r + "/run", "tmpfs", syscall.MS_NOSUID | syscall.MS_NODEV, "mode=0755"},
		// Every cgroup2 mount resets the hierarchy's flags: keep favordynmods (see boot.go).
		{"cgroup2", r + "/sys/fs/cgroup", "cgroup2", syscall.MS_NOSUID | syscall.MS_NODEV | syscall.MS_NOEXEC, "favordynmods"},
	}
	for _, m := range mounts {
		_ = os.MkdirAll(m.dst, 0o755)
		if err := syscall.Mount(m.src, m.dst, m.fstype, m.flags, m.data); err != nil {
			logf("container-init: mount %s: %v", m.dst, err)
		}
	}
	_ = syscall.Mount(r+"/dev/pts/ptmx", r+"/dev/ptmx", "", syscall.MS_BIND, "")
	_ = os.MkdirAll(r+"/run/warren", 0o700)
	_ = os.MkdirAll(r+"/tmp", 0o1777)
	if err := syscall.Chdir(r); err != nil {
		return err
	}
	if err := syscall.Chroot("."); err != nil {
		return fmt.Errorf("chroot: %w", err)
	}
	return syscall.Chdir("/")
}

// hold keeps the namespace alive and reaps the orphans reparented to it.
func hold() {
	_ = os.WriteFile("/proc/self/oom_score_adj", []byte(oomProtect), 0)
	sig := make(chan os.Signal, 16)
	signal.Notify(sig, syscall.SIGCHLD)
	for {
		for {
			var ws syscall.WaitStatus
			pid, err := syscall.Wait4(-1, &ws, syscall.WNOHANG, nil)
			if pid <= 0 || err != nil {
				break
			}
		}
		select {
		case <-sig:
		case <-time.After(10 * time.Second):
		}
	}
}

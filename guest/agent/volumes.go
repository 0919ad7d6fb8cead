// Volumes mounted in the sandbox (docs/volumes.md): `configure` names them, each with the
// virtio-serial port its host file server is behind, the path in the container and whether it is
// read-only. Each is a FUSE filesystem served by this agent (volfs.go), mounted once in the agent's
// own namespace under /run/warren/volumes and attached into the container's mount namespace as a
// clone of that mount (open_tree + move_mount), at its path, again whenever the container's
// namespace is replaced. A configure after a restore or fork names the same volumes: their
// channels resynchronise with the new servers; nothing is mounted again.
package main

import (
	"fmt"
	"os"
	"path"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"time"
	"unsafe"

	"warren.dev/guest/agent/volwire"
)

type volumeSpec struct {
	Port     string `json:"port"`
	Path     string `json:"path"`
	ReadOnly bool   `json:"read_only"`
}

type volumeMount struct {
	spec volumeSpec
	ch   *volChan
	// Where it is mounted in the agent's namespace.
	source string
}

type volumeTable struct {
	mu     sync.Mutex
	mounts []*volumeMount
}

const volumesDir = "/run/warren/volumes"

// How long a new volume's server has to answer before configure fails.
const volumeHelloTimeout = 20 * time.Second

var volumes = &volumeTable{}

func init() {
	// A replaced container namespace gets the volumes again (container.go).
	onNamespace = func(pid1 int) {
		volumes.mu.Lock()
		mounts := append([]*volumeMount(nil), volumes.mounts...)
		volumes.mu.Unlock()
		for _, m := range mounts {
			if err := attachVolume(pid1, m); err != nil {
				logf("volume %s: attach to the new namespace: %v", m.spec.Port, err)
			}
		}
	}
}

// configure mounts the volumes not mounted yet and resynchronises the others' channels; it answers
// the ports mounted.
func (t *volumeTable) configure(specs []volumeSpec, c *container) ([]string, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, s := range specs {
		if err := checkVolumePath(s.Path); err != nil {
			return nil, err
		}
	}
	var mounted []string
	for _, s := range specs {
		if m := t.find(s.Port); m != nil {
			if m.spec.Path != s.Path {
				return nil, errf("bad_request", fmt.Sprintf("port %s is mounted at %s", s.Port, m.spec.Path))
			}
			m.ch.resync()
			mounted = append(mounted, s.Port)
			continue
		}
		m, err := mountVolume(s)
		if err != nil {
			return nil, errf("io", fmt.Sprintf("volume at %s: %v", s.Path, err))
		}
		if c != nil {
			if err := attachVolume(c.init(), m); err != nil {
				return nil, errf("io", fmt.Sprintf("volume at %s: %v", s.Path, err))
			}
		}
		t.mounts = append(t.mounts, m)
		mounted = append(mounted, s.Port)
	}
	return mounted, nil
}

func (t *volumeTable) find(port string) *volumeMount {
	for _, m := range t.mounts {
		if m.spec.Port == port {
			return m
		}
	}
	return nil
}

// checkVolumePath refuses what the host should never send (it checks first): a relative or
// unclean path, the root, or one in /proc, /sys or /dev.
func checkVolumePath(p string) error {
	if !strings.HasPrefix(p, "/") || path.Clean(p) != p || p == "/" {
		return errf("bad_request", "volume path must be absolute, clean and not /: "+p)
	}
	for _, banned := range []string{"/proc", "/sys", "/dev"} {
		if p == banned || strings.HasPrefix(p, banned+"/") {
			return errf("bad_request", "volume path may not be in "+banned)
		}
	}
	return nil
}

// mountVolume opens the port, checks the server answers, and mounts the filesystem in the agent's
// namespace.
func mountVolume(s volumeSpec) (*volumeMount, error) {
	<-modulesReady
	if !strings.HasPrefix(s.Port, "warren.vol") {
		return nil, fmt.Errorf("not a volume port: %s", s.Port)
	}
	ch, err := openVolChan(s.Port)
	if err != nil {
		return nil, err
	}
	hello := make(chan syscall.Errno, 1)
	go func() {
		e, _ := ch.call(volwire.OpHello, func(w *volwire.Writer) { w.U32(volwire.Version) })
		hello <- e
	}()
	select {
	case e := <-hello:
		if e != 0 {
			return nil, fmt.Errorf("the file server refused: %v", e)
		}
	case <-time.After(volumeHelloTimeout):
		return nil, fmt.Errorf("the file server behind %s did not answer", s.Port)
	}
	source := volumesDir + "/" + s.Port
	if err := os.MkdirAll(source, 0o755); err != nil {
		return nil, err
	}
	fd, err := syscall.Open("/dev/fuse", syscall.O_RDWR|syscall.O_CLOEXEC|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, fmt.Errorf("/dev/fuse: %w", err)
	}
	if err := mountFuse(fd, source, s.ReadOnly); err != nil {
		syscall.Close(fd)
		return nil, fmt.Errorf("mount: %w", err)
	}
	fc := &fuseConn{f: os.NewFile(uintptr(fd), "/dev/fuse"), fs: newVolFS(ch, openBounce(s.Port))}
	fc.serve()
	onVolumes() // one P from now on (procs.go)
	setReadahead(source)
	logf("volume %s mounted at %s%s", s.Port, s.Path, map[bool]string{true: " (read-only)"}[s.ReadOnly])
	return &volumeMount{spec: s, ch: ch, source: source}, nil
}

// volumeReadaheadKB is the readahead of a volume mount: several reads of fuseMaxWrite in flight at
// once instead of the kernel's default 128 KiB one at a time.
const volumeReadaheadKB = 1024

// setReadahead sets the readahead of the filesystem mounted at dir (its bdi is named after st_dev).
func setReadahead(dir string) {
	var st syscall.Stat_t
	if err := syscall.Stat(dir, &st); err != nil {
		return
	}
	bdi := fmt.Sprintf("/sys/class/bdi/%d:%d/read_ahead_kb", (st.Dev>>8)&0xfff, (st.Dev&0xff)|((st.Dev>>12)&0xfff00))
	if err := os.WriteFile(bdi, []byte(itoa(volumeReadaheadKB)), 0); err != nil {
		logf("volume readahead: %v", err)
	}
}

const (
	sysOpenTree         = 428
	sysMoveMount        = 429
	openTreeClone       = 1
	atRecursive         = 0x8000
	moveMountFEmptyPath = 0x4
)

// attachVolume clones the agent's mount of the volume into the container's mount namespace (that
// of pid1) at its path, made there (inside the image root) if missing.
func attachVolume(pid1 int, m *volumeMount) error {
	src, _ := syscall.BytePtrFromString(m.source)
	cwd := atFdcwd
	tree, _, errno := syscall.Syscall(sysOpenTree, uintptr(cwd), uintptr(unsafe.Pointer(src)),
		openTreeClone|syscall.O_CLOEXEC|atRecursive)
	if errno != 0 {
		return fmt.Errorf("open_tree: %w", errno)
	}
	defer syscall.Close(int(tree))
	done := make(chan error, 1)
	go func() {
		// Never unlocked: the thread ends with this goroutine, in the container's namespace.
		runtime.LockOSThread()
		done <- func() error {
			if err := joinMountNamespace(pid1); err != nil {
				return err
			}
			if err := syscall.Chroot(imageRoot); err != nil {
				return fmt.Errorf("chroot: %w", err)
			}
			_ = syscall.Chdir("/")
			if err := os.MkdirAll(m.spec.Path, 0o755); err != nil {
				return err
			}
			empty, _ := syscall.BytePtrFromString("")
			dst, _ := syscall.BytePtrFromString(m.spec.Path)
			_, _, errno := syscall.Syscall6(sysMoveMount, tree, uintptr(unsafe.Pointer(empty)), uintptr(cwd),
				uintptr(unsafe.Pointer(dst)), moveMountFEmptyPath, 0)
			if errno != 0 {
				return fmt.Errorf("move_mount: %w", errno)
			}
			return nil
		}()
	}()
	return <-done
}

const atFdcwd = -100

// joinMountNamespace moves this (locked) thread into pid's mount namespace, with an fs_struct of
// its own so the rest of the agent stays where it is.
func joinMountNamespace(pid int) error {
	if err := syscall.Unshare(syscall.CLONE_FS); err != nil {
		return fmt.Errorf("unshare: %w", err)
	}
	fd, err := syscall.Open(fmt.Sprintf("/proc/%d/ns/mnt", pid), syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
	if err != nil {
		return err
	}
	defer syscall.Close(fd)
	if _, _, errno := syscall.Syscall(sysSetns, uintptr(fd), syscall.CLONE_NEWNS, 0); errno != 0 {
		return fmt.Errorf("setns: %w", errno)
	}
	return nil
}

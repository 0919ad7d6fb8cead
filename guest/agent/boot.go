// VM bring-up done once as PID 1: pseudo filesystems, kernel modules, the root disk, cgroups, and
// finding the virtio-serial port by name (there is no udev to make /dev/virtio-ports links).
package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

const (
	imageRoot  = "/mnt/root"
	cgroupRoot = "/sys/fs/cgroup"
	sandboxCg  = "/sys/fs/cgroup/sandbox"
	rootDisk   = "/dev/vda"
	modulesDir = "/lib/modules"
	oomProtect = "-1000"
)

// The last module of each boot phase (see guest/build.sh for the order).
const (
	portModule = "virtio_console"
	diskModule = "ext4"
)

// modulesReady is closed once every kernel module is loaded (the network driver last).
var modulesReady = make(chan struct{})

// diskReady is closed once the root disk is mounted (or failed to); diskErr says which.
var (
	diskReady = make(chan struct{})
	diskErr   error
)

func bootVM() error {
	mounts := []struct{ src, dst, fstype, data string }{
		{"proc", "/proc", "proc", ""},
		{"sysfs", "/sys", "sysfs", ""},
		{"devtmpfs", "/dev", "devtmpfs", ""},
		{"tmpfs", "/run", "tmpfs", "mode=0755"},
	}
	for _, m := range mounts {
		_ = os.MkdirAll(m.dst, 0o755)
		if err := syscall.Mount(m.src, m.dst, m.fstype, 0, m.data); err != nil && err != syscall.EBUSY {
			logf("mount %s: %v", m.dst, err)
		}
	}
	// favordynmods: moving every exec into the sandbox cgroup is frequent; without it each move
	// waits for an RCU grace period (>10 ms under TCG).
	_ = os.MkdirAll(cgroupRoot, 0o755)
	if err := syscall.Mount("cgroup2", cgroupRoot, "cgroup2", 0, "favordynmods"); err != nil {
		if err := syscall.Mount("cgroup2", cgroupRoot, "cgroup2", 0, ""); err != nil {
			logf("mount %s: %v", cgroupRoot, err)
		}
	}
	if con, err := syscall.Open("/dev/console", syscall.O_RDWR, 0); err == nil {
		for fd := 0; fd <= 2; fd++ {
			_ = syscall.Dup3(con, fd, 0)
		}
		if con > 2 {
			syscall.Close(con)
		}
	}
	// An OOM inside the sandbox must pick the offender, never the agent.
	_ = os.WriteFile("/proc/self/oom_score_adj", []byte(oomProtect), 0)
	raisePriority()
	_ = syscall.Sethostname([]byte("sandbox"))
	// The port's modules first: the host is waiting for `hello`. Then the disk (configure needs
	// it to start the container), then the network driver, in the background.
	rest := loadModules(modulesUpTo(portModule))
	logf("port modules loaded")
	go func() {
		rest = loadModules(rest, diskModule)
		diskErr = mountRootDisk()
		if diskErr != nil {
			logf("root disk: %v", diskErr)
		} else {
			logf("root disk mounted")
		}
		close(diskReady)
		loadModules(rest, "")
		close(modulesReady)
	}()
	return nil
}

// modulesUpTo returns modules.order with the index of the given module (its list, its name).
func modulesUpTo(name string) ([]string, string) {
	order, err := os.ReadFile(filepath.Join(modulesDir, "modules.order"))
	if err != nil {
		logf("modules: %v", err)
		return nil, ""
	}
	return strings.Fields(string(order)), name
}

// loadModules loads list up to and including module `until` ("" for all) and returns the rest.
func loadModules(list []string, until string) []string {
	todo, rest := list, []string(nil)
	for i, n := range list {
		if n == until+".ko" {
			todo, rest = list[:i+1], list[i+1:]
			break
		}
	}
	for _, name := range todo {
		f, err := os.Open(filepath.Join(modulesDir, name))
		if err != nil {
			logf("module %s: %v", name, err)
			continue
		}
		params, _ := syscall.BytePtrFromString("")
		_, _, errno := syscall.Syscall(sysFinitModule, f.Fd(), uintptr(unsafePointer(params)), 0)
		f.Close()
		if errno != 0 && errno != syscall.EEXIST {
			logf("module %s: %v", name, errno)
		}
	}
	return rest
}

func mountRootDisk() error {
	deadline := time.Now().Add(10 * time.Second)
	for {
		if _, err := os.Stat(rootDisk); err == nil {
			break
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("%s did not appear", rootDisk)
		}
		time.Sleep(5 * time.Millisecond)
	}
	_ = os.MkdirAll(imageRoot, 0o755)
	// noinit_itable: the base is built with lazy inode tables over a sparse 16 GiB file; zeroing
	// them in the background would write hundreds of MiB into every sandbox's overlay.
	return syscall.Mount(rootDisk, imageRoot, "ext4", 0, "noinit_itable")
}

// openPort finds the virtio-serial port with the given name and opens it.
func openPort(name string, timeout time.Duration) (*os.File, error) {
	deadline := time.Now().Add(timeout)
	for {
		dirs, _ := filepath.Glob("/sys/class/virtio-ports/*")
		for _, d := range dirs {
			b, err := os.ReadFile(filepath.Join(d, "name"))
			if err != nil || strings.TrimSpace(string(b)) != name {
				continue
			}
			dev := "/dev/" + filepath.Base(d)
			f, err := os.OpenFile(dev, os.O_RDWR, 0)
			if err != nil {
				break
			}
			_ = os.MkdirAll("/dev/virtio-ports", 0o755)
			_ = os.Symlink(dev, "/dev/virtio-ports/"+name)
			return f, nil
		}
		if time.Now().After(deadline) {
			return nil, fmt.Errorf("virtio port %s not found", name)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// readFirstLine is a small helper for one-value kernel files.
func readFirstLine(path string) string {
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	if s.Scan() {
		return strings.TrimSpace(s.Text())
	}
	return ""
}

// agentNice is the agent's scheduling priority. Under a fork storm (hundreds of runnable
// processes on one vCPU) the agent must still get the CPU to answer the host and to stop the
// storm. Nice is per thread in Linux and new threads inherit it from the thread that creates
// them, so every thread that exists now gets it. Children are reset to 0 (see spawnHere).
const agentNice = -20

func raisePriority() {
	tasks, _ := os.ReadDir("/proc/self/task")
	for _, t := range tasks {
		if tid, err := strconv.Atoi(t.Name()); err == nil {
			if err := syscall.Setpriority(syscall.PRIO_PROCESS, tid, agentNice); err != nil {
				logf("setpriority %d: %v", tid, err)
			}
		}
	}
}

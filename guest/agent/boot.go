// VM bring-up done once as PID 1: pseudo filesystems, kernel modules, the root disk, cgroups, and
// finding the virtio-serial port by name (there is no udev to make /dev/virtio-ports links).
package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
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
		{"cgroup2", cgroupRoot, "cgroup2", ""},
	}
	for _, m := range mounts {
		_ = os.MkdirAll(m.dst, 0o755)
		if err := syscall.Mount(m.src, m.dst, m.fstype, 0, m.data); err != nil && err != syscall.EBUSY {
			logf("mount %s: %v", m.dst, err)
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
	_ = syscall.Sethostname([]byte("sandbox"))
	loadModules()
	go func() {
		diskErr = mountRootDisk()
		if diskErr != nil {
			logf("root disk: %v", diskErr)
		}
		close(diskReady)
	}()
	return nil
}

func loadModules() {
	order, err := os.ReadFile(filepath.Join(modulesDir, "modules.order"))
	if err != nil {
		logf("modules: %v", err)
		return
	}
	for _, name := range strings.Fields(string(order)) {
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

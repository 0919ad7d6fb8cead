// System calls the Go 1.19 standard library does not wrap (amd64 numbers where syscall has none).
package main

import (
	"syscall"
	"unsafe"
)

const (
	sysRenameat2 = 316
	sysOpenat2   = 437

	resolveNoXdev       = 0x01
	resolveNoMagiclinks = 0x02
	resolveNoSymlinks   = 0x04
	resolveBeneath      = 0x08

	oPath = 0x200000

	atEmptyPath       = 0x1000
	atSymlinkNofollow = 0x100
	atRemovedir       = 0x200

	utimeNow  = (1 << 30) - 1
	utimeOmit = (1 << 30) - 2
)

// confined is how every path below the volume root is resolved: never through a symlink or a
// magic link, never above the root, never onto another mount.
const confined = resolveBeneath | resolveNoSymlinks | resolveNoMagiclinks | resolveNoXdev

type openHow struct {
	flags   uint64
	mode    uint64
	resolve uint64
}

func openat2(dirfd int, path string, flags int, mode uint32) (int, error) {
	if path == "" {
		path = "."
	}
	p, err := syscall.BytePtrFromString(path)
	if err != nil {
		return -1, err
	}
	how := openHow{flags: uint64(flags | syscall.O_CLOEXEC), mode: uint64(mode), resolve: confined}
	for {
		fd, _, errno := syscall.Syscall6(sysOpenat2, uintptr(dirfd), uintptr(unsafe.Pointer(p)),
			uintptr(unsafe.Pointer(&how)), unsafe.Sizeof(how), 0, 0)
		if errno == syscall.EINTR || errno == syscall.EAGAIN {
			continue // EAGAIN: a rename raced the lookup (RESOLVE_BENEATH); try again
		}
		if errno != 0 {
			return -1, errno
		}
		return int(fd), nil
	}
}

func fstatat(dirfd int, name string, st *syscall.Stat_t, flags int) error {
	p, err := syscall.BytePtrFromString(name)
	if err != nil {
		return err
	}
	_, _, errno := syscall.Syscall6(syscall.SYS_NEWFSTATAT, uintptr(dirfd), uintptr(unsafe.Pointer(p)),
		uintptr(unsafe.Pointer(st)), uintptr(flags), 0, 0)
	return errnoErr(errno)
}

func unlinkat(dirfd int, name string, flags int) error {
	p, err := syscall.BytePtrFromString(name)
	if err != nil {
		return err
	}
	_, _, errno := syscall.Syscall(syscall.SYS_UNLINKAT, uintptr(dirfd), uintptr(unsafe.Pointer(p)), uintptr(flags))
	return errnoErr(errno)
}

func renameat2(olddir int, oldname string, newdir int, newname string, flags uint32) error {
	o, err := syscall.BytePtrFromString(oldname)
	if err != nil {
		return err
	}
	n, err := syscall.BytePtrFromString(newname)
	if err != nil {
		return err
	}
	_, _, errno := syscall.Syscall6(sysRenameat2, uintptr(olddir), uintptr(unsafe.Pointer(o)), uintptr(newdir),
		uintptr(unsafe.Pointer(n)), uintptr(flags), 0)
	return errnoErr(errno)
}

func linkat(olddir int, oldname string, newdir int, newname string) error {
	o, err := syscall.BytePtrFromString(oldname)
	if err != nil {
		return err
	}
	n, err := syscall.BytePtrFromString(newname)
	if err != nil {
		return err
	}
	// flags 0: a symlink is linked itself, never followed.
	_, _, errno := syscall.Syscall6(syscall.SYS_LINKAT, uintptr(olddir), uintptr(unsafe.Pointer(o)), uintptr(newdir),
		uintptr(unsafe.Pointer(n)), 0, 0)
	return errnoErr(errno)
}

func symlinkat(target string, dirfd int, name string) error {
	t, err := syscall.BytePtrFromString(target)
	if err != nil {
		return err
	}
	n, err := syscall.BytePtrFromString(name)
	if err != nil {
		return err
	}
	_, _, errno := syscall.Syscall(syscall.SYS_SYMLINKAT, uintptr(unsafe.Pointer(t)), uintptr(dirfd), uintptr(unsafe.Pointer(n)))
	return errnoErr(errno)
}

func readlinkat(dirfd int, name string) (string, error) {
	p, err := syscall.BytePtrFromString(name)
	if err != nil {
		return "", err
	}
	buf := make([]byte, 4096)
	n, _, errno := syscall.Syscall6(syscall.SYS_READLINKAT, uintptr(dirfd), uintptr(unsafe.Pointer(p)),
		uintptr(unsafe.Pointer(&buf[0])), uintptr(len(buf)), 0, 0)
	if errno != 0 {
		return "", errno
	}
	return string(buf[:n]), nil
}

func utimensat(dirfd int, name string, ts *[2]syscall.Timespec) error {
	p, err := syscall.BytePtrFromString(name)
	if err != nil {
		return err
	}
	_, _, errno := syscall.Syscall6(syscall.SYS_UTIMENSAT, uintptr(dirfd), uintptr(unsafe.Pointer(p)),
		uintptr(unsafe.Pointer(ts)), atSymlinkNofollow, 0, 0)
	return errnoErr(errno)
}

func fsetxattr(fd int, name string, value []byte, flags int) error {
	p, err := syscall.BytePtrFromString(name)
	if err != nil {
		return err
	}
	var v unsafe.Pointer
	if len(value) > 0 {
		v = unsafe.Pointer(&value[0])
	}
	_, _, errno := syscall.Syscall6(syscall.SYS_FSETXATTR, uintptr(fd), uintptr(unsafe.Pointer(p)), uintptr(v),
		uintptr(len(value)), uintptr(flags), 0)
	return errnoErr(errno)
}

// fgetxattr with a nil buf answers the value's size.
func fgetxattr(fd int, name string, buf []byte) (int, error) {
	p, err := syscall.BytePtrFromString(name)
	if err != nil {
		return 0, err
	}
	var b unsafe.Pointer
	if len(buf) > 0 {
		b = unsafe.Pointer(&buf[0])
	}
	n, _, errno := syscall.Syscall6(syscall.SYS_FGETXATTR, uintptr(fd), uintptr(unsafe.Pointer(p)), uintptr(b),
		uintptr(len(buf)), 0, 0)
	if errno != 0 {
		return 0, errno
	}
	return int(n), nil
}

func flistxattr(fd int, buf []byte) (int, error) {
	var b unsafe.Pointer
	if len(buf) > 0 {
		b = unsafe.Pointer(&buf[0])
	}
	n, _, errno := syscall.Syscall(syscall.SYS_FLISTXATTR, uintptr(fd), uintptr(b), uintptr(len(buf)))
	if errno != 0 {
		return 0, errno
	}
	return int(n), nil
}

func fremovexattr(fd int, name string) error {
	p, err := syscall.BytePtrFromString(name)
	if err != nil {
		return err
	}
	_, _, errno := syscall.Syscall(syscall.SYS_FREMOVEXATTR, uintptr(fd), uintptr(unsafe.Pointer(p)), 0)
	return errnoErr(errno)
}

func errnoErr(e syscall.Errno) error {
	if e == 0 {
		return nil
	}
	return e
}

// Terminals for commands: a pseudo-terminal pair from the container's own devpts instance (its
// /dev/pts/ptmx, so the command sees its terminal under the container's /dev/pts), opened with
// ioctls only: unlock, TIOCGPTPEER for the peer (no path lookup of the slave), TIOCSWINSZ for
// the size. The master stays with the agent: output is read from it, stdin written to it.
package main

import (
	"os"
	"syscall"
	"unsafe"
)

// TIOCGPTPEER (Linux 4.13+) is not in Go 1.19's syscall package.
const ioctlTIOCGPTPEER = 0x5441

type winsize struct {
	rows, cols, xpixel, ypixel uint16
}

func ptyIoctl(fd, req, arg uintptr) (uintptr, error) {
	r, _, errno := syscall.Syscall(syscall.SYS_IOCTL, fd, req, arg)
	if errno != 0 {
		return 0, errno
	}
	return r, nil
}

// openPty opens a master on the devpts instance behind ptmx and its peer, sized cols x rows.
func openPty(ptmx string, cols, rows int) (master, peer *os.File, err error) {
	master, err = os.OpenFile(ptmx, os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		return nil, nil, err
	}
	unlock := int32(0)
	if _, err = ioctlFile(master, syscall.TIOCSPTLCK, uintptr(unsafe.Pointer(&unlock))); err != nil {
		master.Close()
		return nil, nil, err
	}
	fd, err := ioctlFile(master, ioctlTIOCGPTPEER, uintptr(syscall.O_RDWR|syscall.O_NOCTTY|syscall.O_CLOEXEC))
	if err != nil {
		master.Close()
		return nil, nil, err
	}
	peer = os.NewFile(fd, "pty")
	if err = resizePty(master, cols, rows); err != nil {
		master.Close()
		peer.Close()
		return nil, nil, err
	}
	return master, peer, nil
}

// ioctlFile runs an ioctl on f without f.Fd(), which would take f out of the runtime's poller.
func ioctlFile(f *os.File, req, arg uintptr) (uintptr, error) {
	rc, err := f.SyscallConn()
	if err != nil {
		return 0, err
	}
	var r uintptr
	var ierr error
	if err := rc.Control(func(fd uintptr) { r, ierr = ptyIoctl(fd, req, arg) }); err != nil {
		return 0, err
	}
	return r, ierr
}

// resizePty sets the terminal's size; the kernel sends SIGWINCH to its foreground group.
func resizePty(master *os.File, cols, rows int) error {
	ws := winsize{rows: uint16(rows), cols: uint16(cols)}
	_, err := ioctlFile(master, syscall.TIOCSWINSZ, uintptr(unsafe.Pointer(&ws)))
	return err
}

// foregroundGroup is the terminal's foreground process group (0 if unknown).
func foregroundGroup(master *os.File) int {
	var pgrp int32
	if _, err := ioctlFile(master, syscall.TIOCGPGRP, uintptr(unsafe.Pointer(&pgrp))); err != nil {
		return 0
	}
	return int(pgrp)
}

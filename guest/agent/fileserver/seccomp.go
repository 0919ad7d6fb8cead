// The server's own seccomp filter, as QEMU applies its own (`-sandbox on,obsolete=deny,
// elevateprivileges=deny,spawn=deny,resourcecontrol=deny`): installed on every thread before the
// first request is read, it refuses (EPERM) spawning processes, changing identity, scheduling or
// limits, obsolete and administrative calls, and, since the server needs none, sockets and mounts.
// A call from another architecture's table is fatal. amd64 only (syscall numbers below).
package main

import (
	"syscall"
	"unsafe"
)

const (
	auditArchX8664       = 0xc000003e
	seccompSetModeFilter = 1
	seccompFilterTsync   = 1
	sysSeccomp           = 317
	prSetNoNewPrivs      = 38
	retAllow             = 0x7fff0000
	retKillProcess       = 0x80000000
	retErrno             = 0x00050000
	cloneThread          = 0x00010000
	x32SyscallBit        = 0x40000000
	bpfLdWAbs            = 0x20
	bpfJeqK              = 0x15
	bpfJgeK              = 0x35
	bpfJsetK             = 0x45
	bpfRetK              = 0x06
	sysClone             = 56
	sysClone3            = 435
	offsetNr             = 0
	offsetArch           = 4
	offsetArg0           = 16
)

// deniedCalls: QEMU's spawn, elevateprivileges, resourcecontrol and obsolete sets, and the rest a
// file server has no use for.
var deniedCalls = []uint32{
	// spawn
	57, 58, 59, 322, 101, // fork, vfork, execve, execveat, ptrace
	// elevateprivileges
	105, 106, 113, 114, 116, 117, 119, 122, 123, 126, // set*id, setgroups, capset
	// resourcecontrol
	141, 142, 144, 203, 160, 302, 237, 238, 256, 279, // setpriority, sched_set*, setrlimit, prlimit64, NUMA
	// obsolete
	134, 136, 139, 156, 174, 177, 178, 180, 135, // uselib, ustat, sysfs, _sysctl, modules of old, nfsservctl, personality
	// administration: mounts, namespaces, modules, clocks, keys, tracing
	165, 166, 155, 161, 272, 308, 246, 320, 175, 313, 176, 169, 167, 168, 163, 164, 227, 159, 305,
	172, 173, 321, 298, 250, 248, 249, 323, 310, 311, 312, 153, 179, 212, 304, 303, 133, 425, 300, 103,
	170, 171,
	// networking: its one connection is handed to it
	41, 53, 42, 49, 50, 43, 288,
}

type sockFilter struct {
	code uint16
	jt   uint8
	jf   uint8
	k    uint32
}

type sockFprog struct {
	len    uint16
	_      [6]byte
	filter *sockFilter
}

func seccompProgram() []sockFilter {
	eperm := uint32(retErrno | uint32(syscall.EPERM))
	p := []sockFilter{
		{bpfLdWAbs, 0, 0, offsetArch},
		{bpfJeqK, 1, 0, auditArchX8664},
		{bpfRetK, 0, 0, retKillProcess},
		{bpfLdWAbs, 0, 0, offsetNr},
		{bpfJgeK, 0, 1, x32SyscallBit},
		{bpfRetK, 0, 0, retKillProcess},
		// clone3 cannot be inspected: ENOSYS makes callers use clone.
		{bpfJeqK, 0, 1, sysClone3},
		{bpfRetK, 0, 0, retErrno | uint32(syscall.ENOSYS)},
		// clone: threads only.
		{bpfJeqK, 0, 4, sysClone},
		{bpfLdWAbs, 0, 0, offsetArg0},
		{bpfJsetK, 1, 0, cloneThread},
		{bpfRetK, 0, 0, eperm},
		{bpfRetK, 0, 0, retAllow},
	}
	for _, nr := range deniedCalls {
		p = append(p, sockFilter{bpfJeqK, 0, 1, nr}, sockFilter{bpfRetK, 0, 0, eperm})
	}
	return append(p, sockFilter{bpfRetK, 0, 0, retAllow})
}

// installSeccomp applies the filter to every thread of the process.
func installSeccomp() error {
	if _, _, errno := syscall.RawSyscall6(syscall.SYS_PRCTL, prSetNoNewPrivs, 1, 0, 0, 0, 0); errno != 0 {
		return errno
	}
	prog := seccompProgram()
	fprog := sockFprog{len: uint16(len(prog)), filter: &prog[0]}
	_, _, errno := syscall.RawSyscall(sysSeccomp, seccompSetModeFilter, seccompFilterTsync, uintptr(unsafe.Pointer(&fprog)))
	if errno != 0 {
		return errno
	}
	return nil
}

// How many Ps (Go's processors) the agent runs on. Once a volume is mounted, one: every kernel
// request to a volume wakes the agent, and with an idle P at hand each wake-up also wakes another
// thread to look for work, a wake-up across vCPUs that costs about as much as the request itself
// under TCG (docs/volumes.md, "Performance"). A spawn takes a second P while it lasts: Go vforks,
// and the thread that vforks keeps its P until the child has exec'd; a program that lives on a
// volume is exec'd through this agent's FUSE workers, which then need a P of their own. Spawns
// take turns (syscall.ForkLock), so one more P is always enough.
//
// For the same reason no garbage collection may start while a spawn is under way once a volume
// is mounted. A collection stops the world, and the world stops only once every P has: the
// vforking thread's never does until its child has exec'd, and the child's exec of a program
// (or its chdir into a directory) on a volume waits for FUSE workers that the stopping world has
// stopped. Each blocked the other for good (the agent answered nothing, not even a hello).
// Collections are off from the first spawn's start until the last has exec'd: a few
// milliseconds, during which the heap may grow past its goal.
package main

import (
	"math"
	"os/exec"
	"runtime"
	"runtime/debug"
	"sync"
)

var procs struct {
	sync.Mutex
	volumes bool // a volume is mounted
	spawns  int  // spawns under way
	gcOff   bool // collections are off for the spawns under way
	// What collections were set to before.
	gcPercent   int
	memoryLimit int64
}

// setProcs sets GOMAXPROCS for the state in procs (locked): unchanged until a volume is mounted,
// then one P, two while a spawn is under way. Setting the value it has costs nothing.
func setProcs() {
	if !procs.volumes {
		return
	}
	n := 1
	if procs.spawns > 0 {
		n = 2
	}
	runtime.GOMAXPROCS(n)
}

// onVolumes puts the agent on one P for good, once a volume is mounted.
func onVolumes() {
	procs.Lock()
	defer procs.Unlock()
	procs.volumes = true
	setProcs()
}

// startProcess starts cmd; once a volume is mounted, with a second P and no garbage collection
// until the child has exec'd.
func startProcess(cmd *exec.Cmd) error {
	procs.Lock()
	procs.spawns++
	if procs.volumes && !procs.gcOff {
		// Returns once a collection under way has finished: none runs from here on.
		procs.gcOff = true
		procs.gcPercent = debug.SetGCPercent(-1)
		procs.memoryLimit = debug.SetMemoryLimit(math.MaxInt64)
	}
	setProcs()
	procs.Unlock()
	defer func() {
		procs.Lock()
		procs.spawns--
		if procs.gcOff && procs.spawns == 0 {
			procs.gcOff = false
			debug.SetGCPercent(procs.gcPercent)
			debug.SetMemoryLimit(procs.memoryLimit)
		}
		setProcs()
		procs.Unlock()
	}()
	return cmd.Start()
}

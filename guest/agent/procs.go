// How many Ps (Go's processors) the agent runs on. Once a volume is mounted, one: every kernel
// request to a volume wakes the agent, and with an idle P at hand each wake-up also wakes another
// thread to look for work, a wake-up across vCPUs that costs about as much as the request itself
// under TCG (docs/volumes.md, "Performance"). A spawn takes a second P while it lasts: Go vforks,
// and the thread that vforks keeps its P until the child has exec'd; a program that lives on a
// volume is exec'd through this agent's FUSE workers, which then need a P of their own. Spawns
// take turns (syscall.ForkLock), so one more P is always enough.
package main

import (
	"os/exec"
	"runtime"
	"sync"
)

var procs struct {
	sync.Mutex
	volumes bool // a volume is mounted
	spawns  int  // spawns under way
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

// startProcess starts cmd, with a second P while the child execs when the agent runs on one.
func startProcess(cmd *exec.Cmd) error {
	procs.Lock()
	procs.spawns++
	setProcs()
	procs.Unlock()
	defer func() {
		procs.Lock()
		procs.spawns--
		setProcs()
		procs.Unlock()
	}()
	return cmd.Start()
}

// `stats`: what the host's idle policy and metrics need, read from the sandbox cgroup and /proc.
package main

import (
	"os"
	"strconv"
	"strings"
)

func (a *agent) stats() (reply, error) {
	procs, _ := strconv.Atoi(readFirstLine(sandboxCg + "/pids.current"))
	memBytes, _ := strconv.ParseInt(readFirstLine(sandboxCg+"/memory.current"), 10, 64)
	var cpuUsec int64
	if b, err := os.ReadFile(sandboxCg + "/cpu.stat"); err == nil {
		for _, line := range strings.Split(string(b), "\n") {
			if f := strings.Fields(line); len(f) == 2 && f[0] == "usage_usec" {
				cpuUsec, _ = strconv.ParseInt(f[1], 10, 64)
			}
		}
	}
	return reply{hdr: response{"type": "stats", "procs": procs, "cpu_ms": cpuUsec / 1000,
		"mem_used_mb": memBytes >> 20, "connections": establishedTCP(),
		"background": a.execs.backgroundCount() + a.sessions.count() + a.commands.running()}}, nil
}

// establishedTCP counts ESTABLISHED sockets (state 01); the container shares the VM's network.
func establishedTCP() int {
	n := 0
	for _, f := range []string{"/proc/net/tcp", "/proc/net/tcp6"} {
		b, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		for _, line := range strings.Split(string(b), "\n")[1:] {
			if fs := strings.Fields(line); len(fs) > 3 && fs[3] == "01" {
				n++
			}
		}
	}
	return n
}

// warren-agent is PID 1 of a Warren guest VM. It brings the VM up (mounts, kernel modules, the
// virtio-serial port), then serves the guest protocol (docs/guest-protocol.md) to the host: exec,
// sessions, file operations and stats inside the sandbox's container namespace.
//
// It holds no policy: limits (pids_max, memory_max_bytes), addresses and the clock come from the
// host in `configure`. The same binary, started under the name `warren-init`, is the first
// process of the container namespace (see container.go).
package main

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"time"
)

const agentVersion = "warren-agent/0.3.0"

// protocolVersion is what `hello` answers (docs/guest-protocol.md): 2 added commands and timeouts,
// 3 volumes in `configure`.
const protocolVersion = 3

var bootTime = time.Now()

// logf writes to the console, prefixed with the uptime like the kernel's own lines.
func logf(format string, args ...any) {
	up := readFirstLine("/proc/uptime")
	if i := strings.IndexByte(up, ' '); i > 0 {
		up = up[:i]
	}
	fmt.Fprintf(os.Stderr, "[%s] warren-agent: "+format+"\n", append([]any{up}, args...)...)
}

func main() {
	if filepath.Base(os.Args[0]) == containerInitName {
		containerInit()
		return
	}
	logf("started")
	if err := bootVM(); err != nil {
		logf("boot failed: %v", err)
	}
	port, err := openPort("warren.0", 10*time.Second)
	if err != nil {
		logf("fatal: %v", err)
		time.Sleep(time.Second)
		os.Exit(1)
	}
	logf("ready")
	// Output ledgers and exec captures are the agent's own memory, outside the sandbox's cgroup: a
	// soft limit keeps its heap from doubling past them in a small guest.
	if mem := memTotal(); mem > 0 {
		debug.SetMemoryLimit(mem / 4)
	}
	a := newAgent()
	a.serve(port)
}

// `configure`: clock, kernel RNG, network and (once per boot) the container. Sent after boot and
// after every restore, so the clock and the RNG never stay shared between forks.
package main

import (
	"encoding/base64"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"unsafe"
)

type netConfig struct {
	IP      string   `json:"ip"`
	Prefix  int      `json:"prefix"`
	Gateway string   `json:"gateway"`
	DNS     []string `json:"dns"`
}

// RNDADDENTROPY = _IOW('R', 0x03, int[2])
const rndAddEntropy = 0x40085203

func (a *agent) configure(req *request) (reply, error) {
	if req.UnixNs > 0 {
		tv := syscall.NsecToTimeval(req.UnixNs)
		if err := syscall.Settimeofday(&tv); err != nil {
			logf("settimeofday: %v", err)
		}
	}
	if req.EntropyB64 != "" {
		seed, err := base64.StdEncoding.DecodeString(req.EntropyB64)
		if err != nil {
			return reply{}, errf("bad_request", "entropy_b64 is not base64")
		}
		if err := addEntropy(seed); err != nil {
			logf("rng: %v", err)
		}
	}
	if req.Hostname != "" {
		_ = syscall.Sethostname([]byte(req.Hostname))
	}
	if req.Net != nil {
		if err := configureNet(req.Net); err != nil {
			return reply{}, errf("io", err.Error())
		}
	}
	if req.Container != nil {
		a.mu.Lock()
		started := a.container != nil
		a.mu.Unlock()
		if !started {
			<-diskReady
			if diskErr != nil {
				return reply{}, errf("io", "root disk: "+diskErr.Error())
			}
			if req.Net != nil && len(req.Net.DNS) > 0 {
				writeResolvConf(req.Net.DNS)
			}
			c, err := startContainer(*req.Container, a.execs)
			if err != nil {
				return reply{}, errf("io", "container: "+err.Error())
			}
			a.mu.Lock()
			a.container = c
			a.mu.Unlock()
		}
	}
	return ok(nil), nil
}

// addEntropy mixes seed into the kernel pool and credits it, so getrandom() never blocks and
// forks of one snapshot diverge.
func addEntropy(seed []byte) error {
	f, err := os.OpenFile("/dev/urandom", os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	defer f.Close()
	buf := make([]byte, 8+len(seed))
	*(*int32)(unsafe.Pointer(&buf[0])) = int32(len(seed) * 8)
	*(*int32)(unsafe.Pointer(&buf[4])) = int32(len(seed))
	copy(buf[8:], seed)
	_, _, errno := syscall.Syscall(syscall.SYS_IOCTL, f.Fd(), rndAddEntropy, uintptr(unsafe.Pointer(&buf[0])))
	if errno != 0 {
		return errno
	}
	return nil
}

func ip(args ...string) error {
	out, err := exec.Command("/bin/busybox", append([]string{"ip"}, args...)...).CombinedOutput()
	if err != nil {
		return fmt.Errorf("ip %s: %v: %s", strings.Join(args, " "), err, strings.TrimSpace(string(out)))
	}
	return nil
}

func configureNet(n *netConfig) error {
	if n.IP == "" {
		return nil
	}
	if err := ip("link", "set", "lo", "up"); err != nil {
		return err
	}
	if err := ip("addr", "flush", "dev", "eth0"); err != nil {
		return err
	}
	if err := ip("addr", "add", fmt.Sprintf("%s/%d", n.IP, n.Prefix), "dev", "eth0"); err != nil {
		return err
	}
	if err := ip("link", "set", "eth0", "up"); err != nil {
		return err
	}
	if n.Gateway != "" {
		if err := ip("route", "replace", "default", "via", n.Gateway, "dev", "eth0"); err != nil {
			return err
		}
	}
	return nil
}

func writeResolvConf(servers []string) {
	var b strings.Builder
	for _, s := range servers {
		fmt.Fprintf(&b, "nameserver %s\n", s)
	}
	_ = os.MkdirAll(imageRoot+"/etc", 0o755)
	path := imageRoot + "/etc/resolv.conf"
	// Images often ship resolv.conf as a symlink into /run; replace it with a plain file.
	_ = os.Remove(path)
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		logf("resolv.conf: %v", err)
	}
}

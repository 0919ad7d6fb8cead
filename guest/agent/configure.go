// `configure`: clock, kernel RNG, network and (once per boot) the container. Sent after boot and
// after every restore, so the clock and the RNG never stay shared between forks.
package main

import (
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"net"
	"os"
	"strings"
	"syscall"
	"time"
	"unsafe"
)

type netConfig struct {
	IP      string   `json:"ip"`
	Prefix  int      `json:"prefix"`
	Gateway string   `json:"gateway"`
	DNS     []string `json:"dns"`
}

// RNDADDENTROPY = _IOW('R', 0x03, int[2]); RNDRESEEDCRNG = _IO('R', 0x07)
const (
	rndAddEntropy = 0x40085203
	rndReseedCrng = 0x5207
)

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
		logf("network configured")
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
			logf("container started")
		}
	}
	if req.Volumes != nil {
		c, err := a.currentContainer()
		if err != nil {
			return reply{}, err
		}
		mounted, err := volumes.configure(req.Volumes, c)
		if err != nil {
			return reply{}, err
		}
		return ok(response{"volumes": mounted}), nil
	}
	return ok(nil), nil
}

// addEntropy mixes seed into the kernel pool, credits it and reseeds the CRNG at once, so
// getrandom() never blocks and forks of one snapshot diverge from their first random byte (the
// kernel would otherwise keep the CRNG state the snapshot holds until its next timed reseed).
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
	if _, _, errno := syscall.Syscall(syscall.SYS_IOCTL, f.Fd(), rndReseedCrng, 0); errno != 0 {
		return fmt.Errorf("reseed: %w", errno)
	}
	return nil
}

// configureNet sets eth0's address and the default route with the classic ioctls: no `ip`
// process to fork (tens of ms each under TCG). Re-applying replaces the address and the route.
func configureNet(n *netConfig) error {
	if n.IP == "" {
		return nil
	}
	<-modulesReady
	for i := 0; i < 500; i++ {
		if _, err := os.Stat("/sys/class/net/eth0"); err == nil {
			break
		}
		time.Sleep(2 * time.Millisecond)
	}
	addr := net.ParseIP(n.IP).To4()
	if addr == nil || n.Prefix < 0 || n.Prefix > 32 {
		return fmt.Errorf("bad address %s/%d", n.IP, n.Prefix)
	}
	fd, err := syscall.Socket(syscall.AF_INET, syscall.SOCK_DGRAM|syscall.SOCK_CLOEXEC, 0)
	if err != nil {
		return err
	}
	defer syscall.Close(fd)
	if err := ifUp(fd, "lo"); err != nil {
		return fmt.Errorf("lo up: %w", err)
	}
	// After a restore eth0 is already up with the snapshot's address, routes and neighbour
	// entries (the old gateway's MAC). Taking it down flushes its routes and neighbours.
	if err := ifDown(fd, "eth0"); err != nil {
		return fmt.Errorf("eth0 down: %w", err)
	}
	if err := ifAddr(fd, "eth0", syscall.SIOCSIFADDR, addr); err != nil {
		return fmt.Errorf("eth0 address: %w", err)
	}
	if err := ifAddr(fd, "eth0", syscall.SIOCSIFNETMASK, net.IP(net.CIDRMask(n.Prefix, 32))); err != nil {
		return fmt.Errorf("eth0 netmask: %w", err)
	}
	if err := ifUp(fd, "eth0"); err != nil {
		return fmt.Errorf("eth0 up: %w", err)
	}
	if n.Gateway != "" {
		gw := net.ParseIP(n.Gateway).To4()
		if gw == nil {
			return fmt.Errorf("bad gateway %s", n.Gateway)
		}
		_ = defaultRoute(fd, syscall.SIOCDELRT, nil)
		if err := defaultRoute(fd, syscall.SIOCADDRT, gw); err != nil && err != syscall.EEXIST {
			return fmt.Errorf("default route: %w", err)
		}
	}
	return nil
}

func ioctl(fd int, req uintptr, arg unsafe.Pointer) error {
	if _, _, errno := syscall.Syscall(syscall.SYS_IOCTL, uintptr(fd), req, uintptr(arg)); errno != 0 {
		return errno
	}
	return nil
}

// ifreq: char name[16]; union { struct sockaddr; short flags; ... } (24 bytes on amd64).
type ifreq struct {
	name [16]byte
	data [24]byte
}

func putSockaddrIn(b []byte, ip net.IP) {
	binary.LittleEndian.PutUint16(b[0:2], syscall.AF_INET)
	if ip != nil {
		copy(b[4:8], ip.To4())
	}
}

func ifAddr(fd int, name string, req uintptr, ip net.IP) error {
	var r ifreq
	copy(r.name[:], name)
	putSockaddrIn(r.data[:16], ip)
	return ioctl(fd, req, unsafe.Pointer(&r))
}

func ifUp(fd int, name string) error {
	var r ifreq
	copy(r.name[:], name)
	if err := ioctl(fd, syscall.SIOCGIFFLAGS, unsafe.Pointer(&r)); err != nil {
		return err
	}
	flags := binary.LittleEndian.Uint16(r.data[0:2]) | syscall.IFF_UP
	binary.LittleEndian.PutUint16(r.data[0:2], flags)
	return ioctl(fd, syscall.SIOCSIFFLAGS, unsafe.Pointer(&r))
}

func ifDown(fd int, name string) error {
	var r ifreq
	copy(r.name[:], name)
	if err := ioctl(fd, syscall.SIOCGIFFLAGS, unsafe.Pointer(&r)); err != nil {
		return err
	}
	flags := binary.LittleEndian.Uint16(r.data[0:2])
	if flags&syscall.IFF_UP == 0 {
		return nil
	}
	binary.LittleEndian.PutUint16(r.data[0:2], flags&^syscall.IFF_UP)
	return ioctl(fd, syscall.SIOCSIFFLAGS, unsafe.Pointer(&r))
}

// rtentry (amd64): pad1 u64; dst, gateway, genmask sockaddr; flags u16; pad2; pad3 u64;
// pad4 ptr; metric i16; dev *char; mtu, window u64; irtt u16.
type rtentry struct {
	pad1    uint64
	dst     [16]byte
	gateway [16]byte
	genmask [16]byte
	flags   uint16
	pad2    int16
	pad3    uint64
	pad4    uintptr
	metric  int16
	dev     *byte
	mtu     uint64
	window  uint64
	irtt    uint16
}

func defaultRoute(fd int, req uintptr, gw net.IP) error {
	var rt rtentry
	putSockaddrIn(rt.dst[:], nil)
	putSockaddrIn(rt.genmask[:], nil)
	rt.flags = syscall.RTF_UP
	if gw != nil {
		putSockaddrIn(rt.gateway[:], gw)
		rt.flags |= syscall.RTF_GATEWAY
	}
	dev := []byte("eth0\x00")
	rt.dev = &dev[0]
	return ioctl(fd, req, unsafe.Pointer(&rt))
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

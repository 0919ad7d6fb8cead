// A volume's bounce disk (docs/volumes.md, "Bulk data"): a small raw virtio-blk disk beside each
// volume port, its serial the port's name. Reads and writes larger than bounceMinRead and
// bounceMinWrite move their data over it instead of the port: for a read the agent picks a free
// slot, the host's file server writes the file's bytes there (OpReadInto) and answers the length,
// and the agent reads the slot with O_DIRECT, one block request for up to 256 KiB; a write goes the
// other way (OpWriteFrom). The port moves 4 KiB per QEMU main-loop turn and guest interrupt host to
// guest (which held cold reads near 40 MiB/s under TCG) and 32 KiB per guest system call the other
// way. A VM restored from a checkpoint made before bounce disks has none: all its data uses the port.
package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"unsafe"

	"warren.dev/guest/agent/volwire"
)

type volBounce struct {
	fd   int
	free chan int
	// One page-aligned buffer per slot (O_DIRECT), mapped once.
	bufs [][]byte
}

// openBounce opens the bounce disk whose serial is port, or answers nil if the VM has none.
func openBounce(port string) *volBounce {
	dev := findBounceDisk(port)
	if dev == "" {
		return nil
	}
	fd, err := syscall.Open(dev, syscall.O_RDWR|syscall.O_DIRECT|syscall.O_CLOEXEC, 0)
	if err != nil {
		logf("volume %s: bounce disk %s: %v", port, dev, err)
		return nil
	}
	mem, err := syscall.Mmap(-1, 0, volwire.BounceBytes, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	if err != nil {
		syscall.Close(fd)
		logf("volume %s: bounce buffers: %v", port, err)
		return nil
	}
	b := &volBounce{fd: fd, free: make(chan int, volwire.BounceSlots)}
	for i := 0; i < volwire.BounceSlots; i++ {
		b.bufs = append(b.bufs, mem[i*volwire.BounceSlotBytes:(i+1)*volwire.BounceSlotBytes])
		b.free <- i
	}
	return b
}

// findBounceDisk answers the device node of the disk whose serial is port and which is large
// enough, or "".
func findBounceDisk(port string) string {
	dirs, _ := filepath.Glob("/sys/block/vd*")
	for _, d := range dirs {
		serial, err := os.ReadFile(filepath.Join(d, "serial"))
		if err != nil || strings.TrimSpace(string(serial)) != port {
			continue
		}
		b, err := os.ReadFile(filepath.Join(d, "size"))
		sectors, _ := strconv.Atoi(strings.TrimSpace(string(b)))
		if err != nil || sectors*512 < volwire.BounceBytes {
			logf("volume %s: bounce disk %s is too small", port, d)
			return ""
		}
		return "/dev/" + filepath.Base(d)
	}
	return ""
}

// read reads size bytes at off of open file fh through a slot. It answers the data, which stays
// valid until release is called.
func (b *volBounce) read(ch *volChan, fh uint64, p string, flags uint32, off uint64, size uint32) (data []byte, release func(), errno syscall.Errno) {
	if size > volwire.BounceSlotBytes {
		size = volwire.BounceSlotBytes // the kernel never asks more (max_pages)
	}
	slot := <-b.free
	release = func() { b.free <- slot }
	e, r := ch.call(volwire.OpReadInto, func(w *volwire.Writer) { w.U64(fh).Str(p).U32(flags).U64(off).U32(size).U32(uint32(slot)) })
	if e != 0 {
		release()
		return nil, nil, e
	}
	n := int(r.U32())
	if r.Err != nil || n > int(size) {
		release()
		return nil, nil, syscall.EIO
	}
	buf := b.bufs[slot][:(n+511)&^511] // O_DIRECT reads whole sectors
	for done := 0; done < n; {
		m, err := syscall.Pread(b.fd, buf[done:], int64(slot)*volwire.BounceSlotBytes+int64(done))
		if err == syscall.EINTR {
			continue
		}
		if err != nil || m == 0 {
			logf("volume %s: bounce read: %v", ch.port, err)
			release()
			return nil, nil, syscall.EIO
		}
		done += m
	}
	return b.bufs[slot][:n], release, 0
}

// Smaller reads and writes go over the port, where they take a few QEMU turns (4 KiB each host to
// guest) or one guest system call (32 KiB guest to host), and the bounce disk would add a block
// request to the round trip.
const (
	bounceMinRead  = 16 << 10
	bounceMinWrite = 32 << 10
)

// write writes data at off of open file fh through a slot and answers the length written.
func (b *volBounce) write(ch *volChan, fh uint64, p string, flags uint32, off uint64, data []byte) (uint32, syscall.Errno) {
	if len(data) > volwire.BounceSlotBytes {
		return 0, syscall.EINVAL // the kernel never sends more (max_pages)
	}
	slot := <-b.free
	defer func() { b.free <- slot }()
	// O_DIRECT takes whole sectors from a sector-aligned buffer: the request's own buffer is one
	// when the worker's layout put the data on a page (fuse.go requestBuffer); else copy.
	sectors := (len(data) + 511) &^ 511
	src := data[:cap(data)]
	if len(src) < sectors || uintptr(unsafe.Pointer(&data[0]))%4096 != 0 {
		src = b.bufs[slot]
		copy(src, data)
	}
	at := int64(slot) * volwire.BounceSlotBytes
	for done := 0; done < sectors; {
		m, err := syscall.Pwrite(b.fd, src[done:sectors], at+int64(done))
		if err == syscall.EINTR {
			continue
		}
		if err != nil || m == 0 {
			logf("volume %s: bounce write: %v", ch.port, err)
			return 0, syscall.EIO
		}
		done += m
	}
	e, r := ch.call(volwire.OpWriteFrom, func(w *volwire.Writer) {
		w.U64(fh).Str(p).U32(flags).U64(off).U32(uint32(len(data))).U32(uint32(slot))
	})
	if e != 0 {
		return 0, e
	}
	n := r.U32()
	if r.Err != nil {
		return 0, syscall.EIO
	}
	return n, 0
}

// readBounced is read through the bounce disk; the data is valid until release.
func (fs *volFS) readBounced(body []byte) ([]byte, func(), syscall.Errno) {
	if len(body) < 24 {
		return nil, nil, syscall.EINVAL
	}
	fh, off, size := le64(body), le64(body[8:]), le32(body[16:])
	p, flags, ok := fs.file(fh)
	if !ok {
		return nil, nil, syscall.EBADF
	}
	return fs.bounce.read(fs.ch, fh, p, flags, off, size)
}

// answerBounced answers a large READ through the bounce disk; false leaves it to the port (a small
// read, no disk, or a server without the disk).
func (fs *volFS) answerBounced(fc *fuseConn, h fuseHeader, body []byte) bool {
	if fs.bounce == nil || len(body) < 24 || le32(body[16:]) <= bounceMinRead {
		return false
	}
	data, release, errno := fs.readBounced(body)
	if errno == syscall.EOPNOTSUPP {
		return false
	}
	fc.reply(h.unique, errno, data)
	if release != nil {
		release()
	}
	return true
}

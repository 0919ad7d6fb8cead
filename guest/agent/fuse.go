// The FUSE kernel protocol (include/uapi/linux/fuse.h, negotiated at 7.31), by hand: the guest
// kernel's requests read from /dev/fuse, one answer written per request. A few workers per mount
// read requests and answer each in turn; what a request means is volfs.go's. Only what the volume
// filesystem needs is here: no locks (the kernel keeps them locally), no ioctl, poll or DAX.
package main

import (
	"encoding/binary"
	"errors"
	"os"
	"syscall"
	"time"
	"unsafe"
)

const (
	fuseKernelMajor = 7
	fuseKernelMinor = 31

	fuseInHeader  = 40
	fuseOutHeader = 16

	// One request's buffer: the largest write (fuseMaxPages pages) and its header.
	fuseMaxPages = 64
	fuseMaxWrite = fuseMaxPages * 4096
	fuseBufSize  = fuseMaxWrite + 4096
	fuseWorkers  = 4

	fuseNotifyInvalInode = 2
	fuseNotifyInvalEntry = 3
)

// Opcodes.
const (
	opLookup      = 1
	opForget      = 2
	opGetattr     = 3
	opSetattr     = 4
	opReadlink    = 5
	opSymlink     = 6
	opMknod       = 8
	opMkdir       = 9
	opUnlink      = 10
	opRmdir       = 11
	opRename      = 12
	opLink        = 13
	opOpen        = 14
	opRead        = 15
	opWrite       = 16
	opStatfs      = 17
	opRelease     = 18
	opFsync       = 20
	opSetxattr    = 21
	opGetxattr    = 22
	opListxattr   = 23
	opRemovexattr = 24
	opFlush       = 25
	opInit        = 26
	opOpendir     = 27
	opReaddir     = 28
	opReleasedir  = 29
	opFsyncdir    = 30
	opAccess      = 34
	opCreate      = 35
	opInterrupt   = 36
	opDestroy     = 38
	opBatchForget = 42
	opFallocate   = 43
	opReaddirplus = 44
	opRename2     = 45
	opLseek       = 46
)

// INIT flags asked for.
const (
	fuseAsyncRead       = 1 << 0
	fuseAtomicOTrunc    = 1 << 3
	fuseBigWrites       = 1 << 5
	fuseAutoInvalData   = 1 << 12
	fuseDoReaddirplus   = 1 << 13
	fuseReaddirplusAuto = 1 << 14
	fuseParallelDirops  = 1 << 18
	fuseMaxPagesFlag    = 1 << 22
)

// OPEN's answer flags.
const fopenKeepCache = 1 << 1

// SETATTR's valid bits.
const (
	fattrMode     = 1 << 0
	fattrSize     = 1 << 3
	fattrAtime    = 1 << 4
	fattrMtime    = 1 << 5
	fattrFh       = 1 << 6
	fattrAtimeNow = 1 << 7
	fattrMtimeNow = 1 << 8
)

type fuseHeader struct {
	length uint32
	opcode uint32
	unique uint64
	nodeid uint64
	pid    uint32 // of the calling thread, in the agent's pid namespace (0: none there)
}

type fuseConn struct {
	// /dev/fuse, non-blocking through Go's poller (see volChan.f for why).
	f  *os.File
	fs *volFS
}

// serve starts the workers; they end when the mount goes (ENODEV).
func (fc *fuseConn) serve() {
	for i := 0; i < fuseWorkers; i++ {
		go fc.worker()
	}
}

// writeDataOffset is where a WRITE request's data starts: after the in header and fuse_write_in.
const writeDataOffset = fuseInHeader + 40

// requestBuffer is a worker's buffer, laid out so a WRITE's data starts on a page: the bounce disk
// (volbounce.go) takes it from there with O_DIRECT, without a copy.
func requestBuffer() []byte {
	mem, err := syscall.Mmap(-1, 0, fuseBufSize+4096, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	if err != nil {
		return make([]byte, fuseBufSize)
	}
	return mem[4096-writeDataOffset:]
}

func (fc *fuseConn) worker() {
	buf := requestBuffer()
	for {
		n, err := fc.f.Read(buf)
		if errors.Is(err, syscall.EINTR) || errors.Is(err, syscall.ENOENT) {
			continue
		}
		if errors.Is(err, syscall.EAGAIN) {
			time.Sleep(time.Millisecond) // not pollable after all: poll by hand
			continue
		}
		if err != nil {
			if !errors.Is(err, syscall.ENODEV) {
				logf("fuse %s: read: %v", fc.fs.ch.port, err)
			}
			return
		}
		if n < fuseInHeader {
			continue
		}
		h := fuseHeader{
			length: le32(buf[0:]),
			opcode: le32(buf[4:]),
			unique: le64(buf[8:]),
			nodeid: le64(buf[16:]),
			pid:    le32(buf[32:]),
		}
		fc.fs.dispatch(fc, h, buf[fuseInHeader:n])
	}
}

// reply answers request `unique` with payload (errno 0) or an error, in one writev: a read's
// data is not copied again (a copy costs as much as the kernel's own under TCG).
func (fc *fuseConn) reply(unique uint64, errno syscall.Errno, payload ...[]byte) {
	if errno != 0 {
		payload = nil
	}
	size := fuseOutHeader
	for _, p := range payload {
		size += len(p)
	}
	out := make([]byte, fuseOutHeader)
	binary.LittleEndian.PutUint32(out[0:], uint32(size))
	binary.LittleEndian.PutUint32(out[4:], uint32(-int32(errno)))
	binary.LittleEndian.PutUint64(out[8:], unique)
	iov := make([]syscall.Iovec, 1, 1+len(payload))
	iov[0] = syscall.Iovec{Base: &out[0], Len: fuseOutHeader}
	for _, p := range payload {
		if len(p) > 0 {
			iov = append(iov, syscall.Iovec{Base: &p[0], Len: uint64(len(p))})
		}
	}
	var err error
	if raw, rerr := fc.f.SyscallConn(); rerr != nil {
		err = rerr
	} else {
		// /dev/fuse takes an answer whole or not at all: never EAGAIN.
		_ = raw.Write(func(fd uintptr) bool {
			_, _, e := syscall.Syscall(syscall.SYS_WRITEV, fd, uintptr(unsafe.Pointer(&iov[0])), uintptr(len(iov)))
			if e != 0 {
				err = e
			}
			return true
		})
	}
	if err != nil && !errors.Is(err, syscall.ENOENT) {
		// ENOENT: the request was interrupted meanwhile.
		logf("fuse %s: reply: %v", fc.fs.ch.port, err)
	}
}

// invalidate tells the kernel a node's attributes are stale (another sandbox changed the file).
func (fc *fuseConn) invalidate(nodeid uint64) {
	out := make([]byte, fuseOutHeader+24)
	binary.LittleEndian.PutUint32(out[0:], uint32(len(out)))
	binary.LittleEndian.PutUint32(out[4:], fuseNotifyInvalInode)
	binary.LittleEndian.PutUint64(out[16:], nodeid)
	binary.LittleEndian.PutUint64(out[24:], ^uint64(0)) // offset -1: attributes only
	fc.notify(out)
}

// invalidateEntry tells the kernel parent/name is not what it was told (a create answered ahead
// failed on the host).
func (fc *fuseConn) invalidateEntry(parent uint64, name string) {
	out := make([]byte, fuseOutHeader+16, fuseOutHeader+16+len(name)+1)
	out = append(append(out, name...), 0)
	binary.LittleEndian.PutUint32(out[0:], uint32(len(out)))
	binary.LittleEndian.PutUint32(out[4:], fuseNotifyInvalEntry)
	binary.LittleEndian.PutUint64(out[16:], parent)
	binary.LittleEndian.PutUint32(out[24:], uint32(len(name)))
	fc.notify(out)
}

// notify writes a notification straight on the descriptor, not through the os.File: a
// notification can wait in the kernel for a directory's lock, held by a request that waits for
// its answer, and the os.File's write lock would hold that answer back (a deadlock, seen when a
// failed create's name was taken back while a chmod of its directory waited).
func (fc *fuseConn) notify(out []byte) {
	raw, err := fc.f.SyscallConn()
	if err == nil {
		cerr := raw.Control(func(fd uintptr) { _, err = syscall.Write(int(fd), out) })
		if err == nil {
			err = cerr
		}
	}
	if err != nil && !errors.Is(err, syscall.ENOENT) {
		logf("fuse %s: notify: %v", fc.fs.ch.port, err)
	}
}

// initReply answers INIT: the protocol version and what this filesystem wants.
func initReply(body []byte) []byte {
	var kernelFlags uint32
	maxReadahead := uint32(128 << 10)
	if len(body) >= 16 {
		maxReadahead = le32(body[8:])
		kernelFlags = le32(body[12:])
	}
	want := uint32(fuseAsyncRead | fuseAtomicOTrunc | fuseBigWrites | fuseAutoInvalData | fuseDoReaddirplus |
		fuseReaddirplusAuto | fuseParallelDirops | fuseMaxPagesFlag)
	out := make([]byte, 64)
	binary.LittleEndian.PutUint32(out[0:], fuseKernelMajor)
	binary.LittleEndian.PutUint32(out[4:], fuseKernelMinor)
	binary.LittleEndian.PutUint32(out[8:], maxReadahead)
	binary.LittleEndian.PutUint32(out[12:], kernelFlags&want)
	binary.LittleEndian.PutUint16(out[16:], 16) // max_background
	binary.LittleEndian.PutUint16(out[18:], 12) // congestion_threshold
	binary.LittleEndian.PutUint32(out[20:], fuseMaxWrite)
	binary.LittleEndian.PutUint32(out[24:], 1) // time_gran: nanoseconds
	binary.LittleEndian.PutUint16(out[28:], fuseMaxPages)
	return out
}

func le16(b []byte) uint16 { return binary.LittleEndian.Uint16(b) }
func le32(b []byte) uint32 { return binary.LittleEndian.Uint32(b) }
func le64(b []byte) uint64 { return binary.LittleEndian.Uint64(b) }

// cstring is the NUL-terminated string at the start of b, and what follows it.
func cstring(b []byte) (string, []byte) {
	for i, c := range b {
		if c == 0 {
			return string(b[:i]), b[i+1:]
		}
	}
	return string(b), nil
}

// fuseAttr encodes struct fuse_attr (88 bytes). Owners are root: a volume keeps no ownership.
func fuseAttr(b []byte, a *attrOut) {
	binary.LittleEndian.PutUint64(b[0:], a.ino)
	binary.LittleEndian.PutUint64(b[8:], a.size)
	binary.LittleEndian.PutUint64(b[16:], a.blocks)
	binary.LittleEndian.PutUint64(b[24:], uint64(a.atime))
	binary.LittleEndian.PutUint64(b[32:], uint64(a.mtime))
	binary.LittleEndian.PutUint64(b[40:], uint64(a.ctime))
	binary.LittleEndian.PutUint32(b[48:], a.atimeNs)
	binary.LittleEndian.PutUint32(b[52:], a.mtimeNs)
	binary.LittleEndian.PutUint32(b[56:], a.ctimeNs)
	binary.LittleEndian.PutUint32(b[60:], a.mode)
	binary.LittleEndian.PutUint32(b[64:], a.nlink)
	binary.LittleEndian.PutUint32(b[68:], 0) // uid
	binary.LittleEndian.PutUint32(b[72:], 0) // gid
	binary.LittleEndian.PutUint32(b[76:], a.rdev)
	binary.LittleEndian.PutUint32(b[80:], a.blksize)
}

type attrOut struct {
	ino, size, blocks         uint64
	atime, mtime, ctime       int64
	atimeNs, mtimeNs, ctimeNs uint32
	mode, nlink, rdev         uint32
	blksize                   uint32
}

// Cache lifetimes the kernel is given for names and attributes (docs/volumes.md, "Coherence"):
// another sandbox's change to a name or to attributes shows within this long; a missing name is
// never cached, and a file's data and size are checked on every open.
const (
	entryValidSec = 1
	attrValidSec  = 1
)

// entryOut encodes struct fuse_entry_out (128 bytes).
func entryOut(nodeid uint64, a *attrOut) []byte {
	b := make([]byte, 128)
	binary.LittleEndian.PutUint64(b[0:], nodeid)
	if nodeid != 0 {
		binary.LittleEndian.PutUint64(b[16:], entryValidSec)
		binary.LittleEndian.PutUint64(b[24:], attrValidSec)
		fuseAttr(b[40:], a)
	}
	return b
}

// entryOutUncached is entryOut whose attributes the kernel asks for again before it uses them.
func entryOutUncached(nodeid uint64, a *attrOut) []byte {
	b := entryOut(nodeid, a)
	binary.LittleEndian.PutUint64(b[24:], 0)
	return b
}

// attrReply encodes struct fuse_attr_out (104 bytes).
func attrReply(a *attrOut) []byte {
	b := make([]byte, 104)
	binary.LittleEndian.PutUint64(b[0:], attrValidSec)
	fuseAttr(b[16:], a)
	return b
}

// openOut is struct fuse_open_out; keepCache leaves the file's cached pages as they are (without it
// the kernel drops them at the open).
func openOut(fh uint64, keepCache bool) []byte {
	b := make([]byte, 16)
	binary.LittleEndian.PutUint64(b[0:], fh)
	if keepCache {
		binary.LittleEndian.PutUint32(b[8:], fopenKeepCache)
	}
	return b
}

// dirent appends struct fuse_dirent (padded to 8 bytes) to out if it fits in max.
func dirent(out []byte, max int, ino, off uint64, typ uint32, name string) ([]byte, bool) {
	size := (24 + len(name) + 7) &^ 7
	if len(out)+size > max {
		return out, false
	}
	b := make([]byte, size)
	binary.LittleEndian.PutUint64(b[0:], ino)
	binary.LittleEndian.PutUint64(b[8:], off)
	binary.LittleEndian.PutUint32(b[16:], uint32(len(name)))
	binary.LittleEndian.PutUint32(b[20:], typ)
	copy(b[24:], name)
	return append(out, b...), true
}

// mountFuse mounts a FUSE filesystem served on fd at target (in the agent's own namespace).
func mountFuse(fd int, target string, readOnly bool) error {
	flags := uintptr(syscall.MS_NOSUID | syscall.MS_NODEV)
	if readOnly {
		flags |= syscall.MS_RDONLY
	}
	opts := "fd=" + itoa(fd) + ",rootmode=40000,user_id=0,group_id=0,allow_other,max_read=" + itoa(fuseMaxWrite)
	src, _ := syscall.BytePtrFromString("warren-volume")
	dst, _ := syscall.BytePtrFromString(target)
	typ, _ := syscall.BytePtrFromString("fuse.warren")
	data, _ := syscall.BytePtrFromString(opts)
	_, _, errno := syscall.Syscall6(syscall.SYS_MOUNT, uintptr(unsafe.Pointer(src)), uintptr(unsafe.Pointer(dst)),
		uintptr(unsafe.Pointer(typ)), flags, uintptr(unsafe.Pointer(data)), 0)
	if errno != 0 {
		return errno
	}
	return nil
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}

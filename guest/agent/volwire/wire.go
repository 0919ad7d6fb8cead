// Package volwire is the wire format between a guest's volume mount (the guest agent's FUSE
// filesystem) and the host's file server for that volume, over one virtio-serial port
// (docs/volumes.md, "The wire"). Both ends import it; nothing else does.
//
// Requests name files by path relative to the volume root, never by a handle the server must
// remember across its own restarts: a server started after a restore, a fork or a crash answers the
// same requests. Open files carry a guest-chosen handle and the flags they were opened with, so a
// new server reopens them by path on first use.
//
// Framing: u32 little-endian length of what follows, u64 request id, u16 op (requests) or errno
// (answers, 0 for success), then the op's fields. A stream starts, and restarts after anything that
// may have cut a frame (a restore, a reconnect), with a sync marker from the guest, which the server
// hunts for and answers with an ack marker at a frame boundary of its own output.
package volwire

import (
	"encoding/binary"
	"errors"
)

// OrphanPath stands for the path of a file deleted while open: only its handle can reach it.
const OrphanPath = "/"

// Version is what Hello carries; a server answers with its own.
const Version = 1

// MaxFrame bounds a frame (a 1 MiB read or write plus its fields).
const MaxFrame = 1<<20 + 64<<10

// MaxListNames bounds the names an OpLookupList answer may carry (4,096 of 255 bytes fit a frame).
const MaxListNames = 4096

// MaxData is the largest read or write a request may carry.
const MaxData = 1 << 20

// SyncMarker and AckMarker resynchronise a stream. As a frame length either reads as more than
// MaxFrame, so neither can be taken for a frame.
var (
	SyncMarker = []byte("\x7fwarren-vol-sync")
	AckMarker  = []byte("\x7fwarren-vol-ack!")
)

// Ops.
const (
	OpHello uint16 = iota + 1
	OpLookup
	OpGetattr
	OpSetattr
	OpReadlink
	OpSymlink
	OpMknod
	OpMkdir
	OpUnlink
	OpRmdir
	OpRename
	OpLink
	OpOpen
	OpCreate
	OpRead
	OpWrite
	OpRelease
	OpFsync
	OpStatfs
	OpOpendir
	OpReaddir
	OpSetxattr
	OpGetxattr
	OpListxattr
	OpRemovexattr
	OpFallocate
	OpLseek
	// OpReadInto reads like OpRead but leaves the data in a slot of the port's bounce disk and
	// answers only its length (docs/volumes.md, "Bulk data").
	OpReadInto
	// OpWriteFrom writes like OpWrite what the guest left in a slot of the bounce disk.
	OpWriteFrom
	// OpLookupList looks a name up like OpLookup; a name not there is answered with its
	// directory's names when it has at most the number asked for (docs/volumes.md, "Names").
	OpLookupList
	// OpDrop releases the handles it lists (u32 count, u64 each) and is not answered: the guest
	// sends the handles it closed along with its next request (docs/volumes.md, "Names").
	OpDrop
	opCount
)

// Notes are frames of id 0 the server sends unasked, their code saying what happened in a
// directory whose names the guest holds (docs/volumes.md, "Names"): made or gone carry the
// directory and the name, NoteDirGone the directory, NoteLost nothing.
const (
	NoteMade    uint16 = iota + 1 // a name made or moved in, by someone else
	NoteGone                      // a name removed or moved out, by someone else
	NoteDirGone                   // the directory is not watched any more (removed or moved)
	NoteLost                      // changes were missed: no directory's names can be trusted
)

// A bounce disk (beside each volume port of a VM) holds BounceSlots slots of BounceSlotBytes: the
// largest read the guest's kernel asks for (FUSE max_pages 64).
const (
	BounceSlotBytes = 256 << 10
	BounceSlots     = 8
	BounceBytes     = BounceSlots * BounceSlotBytes
)

// Setattr's `valid` bits.
const (
	SetMode uint32 = 1 << iota
	SetSize
	SetAtime
	SetMtime
	SetAtimeNow
	SetMtimeNow
)

// Attr is what the server tells of a file: lstat of it on the host.
type Attr struct {
	Ino     uint64
	Size    uint64
	Blocks  uint64
	Atime   int64
	AtimeNs uint32
	Mtime   int64
	MtimeNs uint32
	Ctime   int64
	CtimeNs uint32
	Mode    uint32
	Nlink   uint32
	Rdev    uint32
	Blksize uint32
}

// Statfs is the volume's filesystem as statfs(2) tells it.
type Statfs struct {
	Blocks, Bfree, Bavail, Files, Ffree uint64
	Bsize, Namelen, Frsize              uint32
}

// Dirent is one directory entry; with Plus, Attr is set when the entry could be stat'ed.
type Dirent struct {
	Ino     uint64
	Off     uint64
	Type    uint32
	Name    string
	HasAttr bool
	Attr    Attr
}

// ErrShort is a frame whose fields end early.
var ErrShort = errors.New("volwire: short frame")

// Writer appends fields to a frame.
type Writer struct{ B []byte }

// NewFrame starts a frame: its length is filled in by Done.
func NewFrame(id uint64, code uint16) *Writer {
	w := &Writer{B: make([]byte, 14, 128)}
	binary.LittleEndian.PutUint64(w.B[4:], id)
	binary.LittleEndian.PutUint16(w.B[12:], code)
	return w
}

func (w *Writer) U8(v uint8) *Writer { w.B = append(w.B, v); return w }
func (w *Writer) U16(v uint16) *Writer {
	w.B = binary.LittleEndian.AppendUint16(w.B, v)
	return w
}
func (w *Writer) U32(v uint32) *Writer {
	w.B = binary.LittleEndian.AppendUint32(w.B, v)
	return w
}
func (w *Writer) U64(v uint64) *Writer {
	w.B = binary.LittleEndian.AppendUint64(w.B, v)
	return w
}
func (w *Writer) I64(v int64) *Writer { return w.U64(uint64(v)) }

// Str is a u16-length string (names, paths, xattr names).
func (w *Writer) Str(s string) *Writer {
	w.U16(uint16(len(s)))
	w.B = append(w.B, s...)
	return w
}

// Data is a u32-length byte string (file data, xattr values).
func (w *Writer) Data(b []byte) *Writer {
	w.U32(uint32(len(b)))
	w.B = append(w.B, b...)
	return w
}

func (w *Writer) Attr(a *Attr) *Writer {
	w.U64(a.Ino).U64(a.Size).U64(a.Blocks)
	w.I64(a.Atime).U32(a.AtimeNs).I64(a.Mtime).U32(a.MtimeNs).I64(a.Ctime).U32(a.CtimeNs)
	return w.U32(a.Mode).U32(a.Nlink).U32(a.Rdev).U32(a.Blksize)
}

// Done sets the frame's length and returns it.
func (w *Writer) Done() []byte {
	binary.LittleEndian.PutUint32(w.B[0:], uint32(len(w.B)-4))
	return w.B
}

// Reader takes fields off a frame's body; the first short read sets Err and yields zeros.
type Reader struct {
	B   []byte
	Err error
}

func (r *Reader) take(n int) []byte {
	if r.Err != nil || len(r.B) < n {
		r.Err = ErrShort
		return make([]byte, n)
	}
	b := r.B[:n]
	r.B = r.B[n:]
	return b
}

func (r *Reader) U8() uint8   { return r.take(1)[0] }
func (r *Reader) U16() uint16 { return binary.LittleEndian.Uint16(r.take(2)) }
func (r *Reader) U32() uint32 { return binary.LittleEndian.Uint32(r.take(4)) }
func (r *Reader) U64() uint64 { return binary.LittleEndian.Uint64(r.take(8)) }
func (r *Reader) I64() int64  { return int64(r.U64()) }
func (r *Reader) Str() string { return string(r.take(int(r.U16()))) }

// Data returns a slice of the frame (not a copy).
func (r *Reader) Data() []byte { return r.take(int(r.U32())) }

func (r *Reader) Attr() Attr {
	var a Attr
	a.Ino, a.Size, a.Blocks = r.U64(), r.U64(), r.U64()
	a.Atime, a.AtimeNs, a.Mtime, a.MtimeNs, a.Ctime, a.CtimeNs = r.I64(), r.U32(), r.I64(), r.U32(), r.I64(), r.U32()
	a.Mode, a.Nlink, a.Rdev, a.Blksize = r.U32(), r.U32(), r.U32(), r.U32()
	return a
}

func (w *Writer) Statfs(s *Statfs) *Writer {
	w.U64(s.Blocks).U64(s.Bfree).U64(s.Bavail).U64(s.Files).U64(s.Ffree)
	return w.U32(s.Bsize).U32(s.Namelen).U32(s.Frsize)
}

func (r *Reader) Statfs() Statfs {
	return Statfs{Blocks: r.U64(), Bfree: r.U64(), Bavail: r.U64(), Files: r.U64(), Ffree: r.U64(),
		Bsize: r.U32(), Namelen: r.U32(), Frsize: r.U32()}
}

// Frame is one frame off the stream: id, op or errno, and the fields.
type Frame struct {
	ID   uint64
	Code uint16
	Body []byte
}

// Parse splits one frame off the front of buf: the frame, how many bytes it took, and whether
// buf held a whole one. A length out of bounds is an error (the stream is out of sync).
func Parse(buf []byte) (Frame, int, bool, error) {
	if len(buf) < 4 {
		return Frame{}, 0, false, nil
	}
	n := binary.LittleEndian.Uint32(buf)
	if n < 10 || n > MaxFrame {
		return Frame{}, 0, false, errors.New("volwire: frame length out of bounds")
	}
	if len(buf) < int(n)+4 {
		return Frame{}, 0, false, nil
	}
	f := Frame{ID: binary.LittleEndian.Uint64(buf[4:]), Code: binary.LittleEndian.Uint16(buf[12:]), Body: buf[14 : 4+n]}
	return f, int(n) + 4, true, nil
}

// Hunt finds marker in buf: the bytes after it, or (keeping a tail that may begin it) false.
func Hunt(buf, marker []byte) (after []byte, keep []byte, found bool) {
	for i := 0; i+len(marker) <= len(buf); i++ {
		if buf[i] == marker[0] && string(buf[i:i+len(marker)]) == string(marker) {
			return buf[i+len(marker):], nil, true
		}
	}
	tail := len(marker) - 1
	if len(buf) < tail {
		tail = len(buf)
	}
	return nil, buf[len(buf)-tail:], false
}

// HasPrefix reports whether buf starts with marker (false if buf is shorter and a prefix of it is
// still possible: the caller reads more).
func HasPrefix(buf, marker []byte) (yes, maybe bool) {
	n := len(marker)
	if len(buf) < n {
		return false, string(buf) == string(marker[:len(buf)])
	}
	return string(buf[:n]) == string(marker), false
}

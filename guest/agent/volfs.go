// A volume as a filesystem in the guest: each FUSE request of the kernel becomes a path-based call
// to the host's file server (volchan.go), named through the node table (volnodes.go).
package main

import (
	"encoding/binary"
	"strings"
	"syscall"

	"warren.dev/guest/agent/volwire"
)

// dispatch answers one kernel request.
func (fs *volFS) dispatch(fc *fuseConn, h fuseHeader, body []byte) {
	switch h.opcode {
	case opInit:
		fc.reply(h.unique, 0, initReply(body))
		return
	case opForget:
		if len(body) >= 8 {
			fs.forget(h.nodeid, le64(body))
		}
		return // no answer
	case opBatchForget:
		if len(body) >= 8 {
			count := int(le32(body))
			for i, b := 0, body[8:]; i < count && len(b) >= 16; i, b = i+1, b[16:] {
				fs.forget(le64(b), le64(b[8:]))
			}
		}
		return
	case opInterrupt:
		return // requests finish on their own
	case opDestroy, opFsyncdir:
		fc.reply(h.unique, 0)
		return
	case opFlush: // a close: the file is on the host by then (close-to-open)
		var e syscall.Errno
		if len(body) >= 8 {
			e = fs.flushed(h, le64(body))
		}
		fc.reply(h.unique, e)
		return
	case opAccess:
		fc.reply(h.unique, syscall.ENOSYS) // the kernel then allows every access
		return
	}
	n := fs.node(h.nodeid)
	if n == nil {
		fc.reply(h.unique, syscall.ESTALE)
		return
	}
	switch h.opcode {
	case opRead, opFsync, opFallocate, opLseek: // about one open file: its create first
		if len(body) >= 8 {
			if e := fs.createdFh(le64(body)); e != 0 {
				fc.reply(h.unique, e)
				return
			}
		}
	case opLookup, opCreate, opWrite, opRelease, opReleasedir, opGetxattr:
		// Each waits for what it needs (volnames.go).
	default:
		fs.settle()
	}
	if h.opcode == opRead && fs.answerBounced(fc, h, body) {
		return
	}
	payload, errno := fs.op(fc, h, n, body)
	fc.reply(h.unique, errno, payload...)
}

func (fs *volFS) op(fc *fuseConn, h fuseHeader, n *node, body []byte) ([][]byte, syscall.Errno) {
	switch h.opcode {
	case opLookup:
		name, _ := cstring(body)
		return fs.lookup(n, name)
	case opGetattr:
		var fh uint64
		hasFh := len(body) >= 16 && le32(body)&1 != 0
		if hasFh {
			fh = le64(body[8:])
		}
		return fs.attrCall(n, fh, hasFh, nil)
	case opSetattr:
		return fs.setattr(n, body)
	case opReadlink:
		p := fs.path(n)
		e, r := fs.ch.call(volwire.OpReadlink, func(w *volwire.Writer) { w.Str(p) })
		if e != 0 {
			return nil, e
		}
		return [][]byte{[]byte(r.Str())}, 0
	case opSymlink:
		name, rest := cstring(body)
		target, _ := cstring(rest)
		return fs.entryCall(n, name, volwire.OpSymlink, func(w *volwire.Writer) { w.Str(target) })
	case opMknod:
		if len(body) < 16 {
			return nil, syscall.EINVAL
		}
		mode, rdev := le32(body), le32(body[4:])
		name, _ := cstring(body[16:])
		return fs.entryCall(n, name, volwire.OpMknod, func(w *volwire.Writer) { w.U32(mode).U32(rdev) })
	case opMkdir:
		if len(body) < 8 {
			return nil, syscall.EINVAL
		}
		mode := le32(body)
		name, _ := cstring(body[8:])
		return fs.entryCall(n, name, volwire.OpMkdir, func(w *volwire.Writer) { w.U32(mode) })
	case opUnlink, opRmdir:
		name, _ := cstring(body)
		p, e := fs.childPath(n, name)
		if e != 0 {
			return nil, e
		}
		op := volwire.OpUnlink
		if h.opcode == opRmdir {
			op = volwire.OpRmdir
		}
		if e, _ := fs.ch.call(op, func(w *volwire.Writer) { w.Str(p) }); e != 0 {
			fs.dropNames(n)
			return nil, e
		}
		fs.detach(n, name)
		fs.named(n, name, false)
		return nil, 0
	case opRename, opRename2:
		return fs.rename(h, n, body)
	case opLink:
		if len(body) < 8 {
			return nil, syscall.EINVAL
		}
		old := fs.node(le64(body))
		if old == nil {
			return nil, syscall.ESTALE
		}
		name, _ := cstring(body[8:])
		from := fs.path(old)
		if from == volwire.OrphanPath {
			return nil, syscall.ENOENT
		}
		return fs.entryCall(n, name, volwire.OpLink, nil, from)
	case opOpen, opOpendir:
		return fs.open(fc, h, n, body)
	case opCreate:
		return fs.create(fc, n, body)
	case opRead:
		return fs.read(body)
	case opWrite:
		return fs.write(body)
	case opRelease, opReleasedir:
		if len(body) >= 8 {
			fh := le64(body)
			fs.mu.Lock()
			ahead := fs.files[fh].ahead
			delete(fs.files, fh)
			fs.mu.Unlock()
			fs.ch.drop(fh) // goes with the next request: nothing waits for it
			if ahead != nil {
				fs.created(ahead)
			}
		}
		return nil, 0
	case opFsync:
		if len(body) < 16 {
			return nil, syscall.EINVAL
		}
		fh, datasync := le64(body), le32(body[8:])&1
		p, flags, ok := fs.file(fh)
		if !ok {
			return nil, syscall.EBADF
		}
		e, _ := fs.ch.call(volwire.OpFsync, func(w *volwire.Writer) { w.U64(fh).Str(p).U32(flags).U8(uint8(datasync)) })
		return nil, e
	case opStatfs:
		e, r := fs.ch.call(volwire.OpStatfs, nil)
		if e != 0 {
			return nil, e
		}
		st := r.Statfs()
		b := make([]byte, 80)
		binary.LittleEndian.PutUint64(b[0:], st.Blocks)
		binary.LittleEndian.PutUint64(b[8:], st.Bfree)
		binary.LittleEndian.PutUint64(b[16:], st.Bavail)
		binary.LittleEndian.PutUint64(b[24:], st.Files)
		binary.LittleEndian.PutUint64(b[32:], st.Ffree)
		binary.LittleEndian.PutUint32(b[40:], st.Bsize)
		binary.LittleEndian.PutUint32(b[44:], st.Namelen)
		binary.LittleEndian.PutUint32(b[48:], st.Frsize)
		return [][]byte{b}, 0
	case opReaddir, opReaddirplus:
		return fs.readdir(h, n, body)
	case opSetxattr, opGetxattr, opListxattr, opRemovexattr:
		return fs.xattr(h, n, body)
	case opFallocate:
		if len(body) < 32 {
			return nil, syscall.EINVAL
		}
		fh, off, length, mode := le64(body), le64(body[8:]), le64(body[16:]), le32(body[24:])
		p, flags, ok := fs.file(fh)
		if !ok {
			return nil, syscall.EBADF
		}
		e, _ := fs.ch.call(volwire.OpFallocate, func(w *volwire.Writer) {
			w.U64(fh).Str(p).U32(flags).U32(mode).U64(off).U64(length)
		})
		return nil, e
	case opLseek:
		if len(body) < 24 {
			return nil, syscall.EINVAL
		}
		fh, off, whence := le64(body), le64(body[8:]), le32(body[16:])
		p, flags, ok := fs.file(fh)
		if !ok {
			return nil, syscall.EBADF
		}
		e, r := fs.ch.call(volwire.OpLseek, func(w *volwire.Writer) { w.U64(fh).Str(p).U32(flags).U64(off).U32(whence) })
		if e != 0 {
			return nil, e
		}
		b := make([]byte, 8)
		binary.LittleEndian.PutUint64(b, r.U64())
		return [][]byte{b}, 0
	}
	return nil, syscall.ENOSYS
}

// entryCall makes or looks up parent/name on the server and answers a fuse_entry_out. For a link,
// `from` is the existing path (sent before the new one).
func (fs *volFS) entryCall(parent *node, name string, op uint16, fill func(w *volwire.Writer), from ...string) ([][]byte, syscall.Errno) {
	p, e := fs.childPath(parent, name)
	if e != 0 {
		return nil, e
	}
	e, r := fs.ch.call(op, func(w *volwire.Writer) {
		for _, f := range from {
			w.Str(f)
		}
		w.Str(p)
		if fill != nil {
			fill(w)
		}
	})
	_, entry, e := fs.made(parent, name, e, r)
	if e != 0 {
		return nil, e
	}
	return [][]byte{entry}, 0
}

// made takes the host's answer to a request that made parent/name: the new node and its
// fuse_entry_out.
func (fs *volFS) made(parent *node, name string, e syscall.Errno, r *volwire.Reader) (*node, []byte, syscall.Errno) {
	if e != 0 {
		fs.dropNames(parent)
		return nil, nil, e
	}
	a := r.Attr()
	if r.Err != nil {
		return nil, nil, syscall.EIO
	}
	child := fs.child(parent, name, &a)
	fs.named(parent, name, true)
	out := toAttrOut(&a)
	return child, entryOut(child.id, &out), 0
}

func (fs *volFS) attrCall(n *node, fh uint64, hasFh bool, fill func(w *volwire.Writer)) ([][]byte, syscall.Errno) {
	p := fs.path(n)
	var flags uint32
	if hasFh {
		fp, ff, ok := fs.file(fh)
		if ok {
			p, flags = fp, ff
		} else {
			hasFh = false
		}
	}
	if p == volwire.OrphanPath && !hasFh {
		return nil, syscall.ENOENT
	}
	e, r := fs.ch.call(volwire.OpGetattr, func(w *volwire.Writer) {
		has := uint8(0)
		if hasFh {
			has = 1
		}
		w.U64(fh).U8(has).U32(flags).Str(p)
	})
	if e != 0 {
		return nil, e
	}
	return fs.attrAnswer(n, r)
}

func (fs *volFS) attrAnswer(n *node, r *volwire.Reader) ([][]byte, syscall.Errno) {
	a := r.Attr()
	if r.Err != nil {
		return nil, syscall.EIO
	}
	fs.mu.Lock()
	n.size, n.mtime, n.mtimeNs = a.Size, a.Mtime, a.MtimeNs
	fs.mu.Unlock()
	out := toAttrOut(&a)
	return [][]byte{attrReply(&out)}, 0
}

func (fs *volFS) setattr(n *node, body []byte) ([][]byte, syscall.Errno) {
	if len(body) < 88 {
		return nil, syscall.EINVAL
	}
	valid := le32(body)
	fh := le64(body[8:])
	size := le64(body[16:])
	atime, mtime := int64(le64(body[32:])), int64(le64(body[40:]))
	atimeNs, mtimeNs := le32(body[56:]), le32(body[60:])
	mode := le32(body[68:])
	var want uint32
	for _, m := range [][2]uint32{{fattrMode, volwire.SetMode}, {fattrSize, volwire.SetSize},
		{fattrAtime, volwire.SetAtime}, {fattrMtime, volwire.SetMtime},
		{fattrAtimeNow, volwire.SetAtimeNow}, {fattrMtimeNow, volwire.SetMtimeNow}} {
		if valid&m[0] != 0 {
			want |= m[1]
		}
	}
	p := fs.path(n)
	hasFh := valid&fattrFh != 0
	var flags uint32
	if hasFh {
		if fp, ff, ok := fs.file(fh); ok {
			p, flags = fp, ff
		} else {
			hasFh = false
		}
	}
	if p == volwire.OrphanPath && !hasFh {
		return nil, syscall.ENOENT
	}
	// A change of owner only (chown) is accepted and kept nowhere: a volume has no owners.
	e, r := fs.ch.call(volwire.OpSetattr, func(w *volwire.Writer) {
		has := uint8(0)
		if hasFh {
			has = 1
		}
		w.U64(fh).U8(has).U32(flags).Str(p).U32(want).U32(mode).U64(size).I64(atime).U32(atimeNs).I64(mtime).U32(mtimeNs)
	})
	if e != 0 {
		return nil, e
	}
	return fs.attrAnswer(n, r)
}

func (fs *volFS) rename(h fuseHeader, n *node, body []byte) ([][]byte, syscall.Errno) {
	var newdir uint64
	var flags uint32
	var names []byte
	if h.opcode == opRename2 {
		if len(body) < 16 {
			return nil, syscall.EINVAL
		}
		newdir, flags, names = le64(body), le32(body[8:]), body[16:]
	} else {
		if len(body) < 8 {
			return nil, syscall.EINVAL
		}
		newdir, names = le64(body), body[8:]
	}
	oldName, rest := cstring(names)
	newName, _ := cstring(rest)
	to := fs.node(newdir)
	if to == nil {
		return nil, syscall.ESTALE
	}
	from, e := fs.childPath(n, oldName)
	if e != 0 {
		return nil, e
	}
	dest, e := fs.childPath(to, newName)
	if e != 0 {
		return nil, e
	}
	if e, _ := fs.ch.call(volwire.OpRename, func(w *volwire.Writer) { w.Str(from).Str(dest).U32(flags) }); e != 0 {
		fs.dropNames(n)
		fs.dropNames(to)
		return nil, e
	}
	fs.renamed(n, oldName, to, newName, flags)
	const exchange = 2
	fs.named(n, oldName, flags&exchange != 0)
	fs.named(to, newName, true)
	return nil, 0
}

func (fs *volFS) read(body []byte) ([][]byte, syscall.Errno) {
	if len(body) < 24 {
		return nil, syscall.EINVAL
	}
	fh, off, size := le64(body), le64(body[8:]), le32(body[16:])
	p, flags, ok := fs.file(fh)
	if !ok {
		return nil, syscall.EBADF
	}
	e, r := fs.ch.call(volwire.OpRead, func(w *volwire.Writer) { w.U64(fh).Str(p).U32(flags).U64(off).U32(size) })
	if e != 0 {
		return nil, e
	}
	return [][]byte{r.Data()}, 0
}

func (fs *volFS) write(body []byte) ([][]byte, syscall.Errno) {
	if len(body) < 40 {
		return nil, syscall.EINVAL
	}
	fh, off, size := le64(body), le64(body[8:]), le32(body[16:])
	data := body[40:]
	if int(size) < len(data) {
		data = data[:size]
	}
	p, flags, ok := fs.file(fh)
	if !ok {
		return nil, syscall.EBADF
	}
	if fs.bounce != nil && len(data) > bounceMinWrite {
		if n, e := fs.bounce.write(fs.ch, fh, p, flags, off, data); e != syscall.EOPNOTSUPP {
			if ce := fs.createdFh(fh); ce != 0 {
				return nil, ce
			}
			return writeOut(n), e // EOPNOTSUPP: a server without the disk; over the port
		}
	}
	e, r := fs.ch.call(volwire.OpWrite, func(w *volwire.Writer) { w.U64(fh).Str(p).U32(flags).U64(off).Data(data) })
	if ce := fs.createdFh(fh); ce != 0 {
		return nil, ce // the file was never made
	}
	if e != 0 {
		return nil, e
	}
	return writeOut(r.U32()), 0
}

// writeOut is struct fuse_write_out.
func writeOut(n uint32) [][]byte {
	b := make([]byte, 8)
	binary.LittleEndian.PutUint32(b, n)
	return [][]byte{b}
}

// readdir answers entries from the kernel's offset (the host's directory cookie). With
// READDIRPLUS each entry carries its attributes and counts as a lookup of its node.
func (fs *volFS) readdir(h fuseHeader, dir *node, body []byte) ([][]byte, syscall.Errno) {
	if len(body) < 24 {
		return nil, syscall.EINVAL
	}
	fh, off, size := le64(body), le64(body[8:]), int(le32(body[16:]))
	plus := h.opcode == opReaddirplus
	p, _, ok := fs.file(fh)
	if !ok {
		return nil, syscall.EBADF
	}
	per := 32
	if plus {
		per = 160
	}
	max := size/per + 1
	e, r := fs.ch.call(volwire.OpReaddir, func(w *volwire.Writer) {
		has := uint8(0)
		if plus {
			has = 1
		}
		w.U64(fh).Str(p).U64(off).U32(uint32(max)).U8(has)
	})
	if e != 0 {
		return nil, e
	}
	out := make([]byte, 0, size)
	for count := r.U32(); count > 0 && r.Err == nil; count-- {
		ino, next, typ, name := r.U64(), r.U64(), r.U32(), r.Str()
		var a volwire.Attr
		hasAttr := r.U8() == 1
		if hasAttr {
			a = r.Attr()
		}
		if r.Err != nil {
			break
		}
		var fits bool
		if !plus {
			if out, fits = dirent(out, size, ino, next, typ, name); !fits {
				break
			}
			continue
		}
		need := 128 + (24+len(name)+7)&^7
		if len(out)+need > size {
			break
		}
		var entry []byte
		if hasAttr && name != "." && name != ".." {
			child := fs.child(dir, name, &a)
			ao := toAttrOut(&a)
			entry = entryOut(child.id, &ao)
		} else {
			entry = entryOut(0, nil)
		}
		out = append(out, entry...)
		out, _ = dirent(out, size, ino, next, typ, name)
	}
	return [][]byte{out}, 0
}

func (fs *volFS) xattr(h fuseHeader, n *node, body []byte) ([][]byte, syscall.Errno) {
	p := fs.path(n)
	if p == volwire.OrphanPath {
		return nil, syscall.ENOENT
	}
	switch h.opcode {
	case opSetxattr:
		if len(body) < 8 {
			return nil, syscall.EINVAL
		}
		size, flags := le32(body), le32(body[4:])
		name, rest := cstring(body[8:])
		if int(size) > len(rest) {
			return nil, syscall.EINVAL
		}
		e, _ := fs.ch.call(volwire.OpSetxattr, func(w *volwire.Writer) { w.Str(p).Str(name).Data(rest[:size]).U32(flags) })
		return nil, e
	case opRemovexattr:
		name, _ := cstring(body)
		e, _ := fs.ch.call(volwire.OpRemovexattr, func(w *volwire.Writer) { w.Str(p).Str(name) })
		return nil, e
	}
	if len(body) < 8 {
		return nil, syscall.EINVAL
	}
	size := le32(body)
	if h.opcode == opGetxattr {
		// The file server holds user.* xattrs only and answers ENODATA for any other name: the
		// kernel asks for security.capability before every write(2), so answering here saves a
		// round trip per write with the same answer.
		if name, _ := cstring(body[8:]); !strings.HasPrefix(name, "user.") {
			return nil, syscall.ENODATA
		}
		fs.settle()
	}
	e, r := fs.ch.call(uint16(map[uint32]uint16{opGetxattr: volwire.OpGetxattr, opListxattr: volwire.OpListxattr}[h.opcode]),
		func(w *volwire.Writer) {
			w.Str(p)
			if h.opcode == opGetxattr {
				name, _ := cstring(body[8:])
				w.Str(name)
			}
			w.U32(size)
		})
	if e != 0 {
		return nil, e
	}
	total, data := r.U32(), r.Data()
	if size == 0 {
		b := make([]byte, 8)
		binary.LittleEndian.PutUint32(b, total)
		return [][]byte{b}, 0
	}
	if total > size {
		return nil, syscall.ERANGE
	}
	return [][]byte{data}, 0
}

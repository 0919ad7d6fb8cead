// One handler per op of the wire (volwire): decode the fields, act on the volume (fs.go), encode
// the answer. An error is the host's errno, which the guest hands its kernel as is.
package main

import (
	"syscall"

	"warren.dev/guest/agent/volwire"
)

// handle runs one request; it returns the answer's fields (after the frame header) or an errno.
func (v *volume) handle(op uint16, r *volwire.Reader, w *volwire.Writer) error {
	switch op {
	case volwire.OpHello:
		r.U32()
		ro := uint8(0)
		if v.readOnly {
			ro = 1
		}
		w.U32(volwire.Version).U8(ro)
		return nil
	case volwire.OpLookup:
		p := r.Str()
		if r.Err != nil {
			return syscall.EINVAL
		}
		return attrAnswer(w)(v.lstat(p))
	case volwire.OpLookupList:
		p, max := r.Str(), r.U32()
		if r.Err != nil || max > volwire.MaxListNames {
			return syscall.EINVAL
		}
		return v.lookupList(p, int(max), w)
	case volwire.OpGetattr:
		fh, hasFh, flags, p := r.U64(), r.U8() == 1, r.U32(), r.Str()
		if r.Err != nil {
			return syscall.EINVAL
		}
		if hasFh {
			if h, err := v.handles.acquire(v, fh, p, int(flags)); err == nil {
				defer v.handles.done(h)
				return attrAnswer(w)(fstat(h.fd))
			}
		}
		return attrAnswer(w)(v.lstat(p))
	case volwire.OpSetattr:
		s := setattr{fh: r.U64(), hasHandle: r.U8() == 1, flags: r.U32(), path: r.Str(), valid: r.U32(), mode: r.U32(),
			size: r.U64(), atime: r.I64(), atimeNs: r.U32(), mtime: r.I64(), mtimeNs: r.U32()}
		if r.Err != nil {
			return syscall.EINVAL
		}
		return attrAnswer(w)(v.setattr(s))
	case volwire.OpReadlink:
		target, err := v.readlink(r.Str())
		if err != nil {
			return err
		}
		w.Str(target)
		return nil
	case volwire.OpSymlink:
		p, target := r.Str(), r.Str()
		return attrAnswer(w)(v.symlink(p, target))
	case volwire.OpMknod:
		p, mode, rdev := r.Str(), r.U32(), r.U32()
		return attrAnswer(w)(v.mknod(p, mode, rdev))
	case volwire.OpMkdir:
		p, mode := r.Str(), r.U32()
		return attrAnswer(w)(v.mkdir(p, mode))
	case volwire.OpUnlink:
		return v.remove(r.Str(), 0)
	case volwire.OpRmdir:
		return v.remove(r.Str(), atRemovedir)
	case volwire.OpRename:
		from, to, flags := r.Str(), r.Str(), r.U32()
		return v.rename(from, to, flags)
	case volwire.OpLink:
		from, to := r.Str(), r.Str()
		return attrAnswer(w)(v.link(from, to))
	case volwire.OpOpen, volwire.OpCreate, volwire.OpOpendir:
		return v.openOp(op, r, w)
	case volwire.OpRead:
		return v.read(r, w)
	case volwire.OpReadInto:
		return v.readInto(r, w)
	case volwire.OpWriteFrom:
		return v.writeFrom(r, w)
	case volwire.OpWrite:
		return v.write(r, w)
	case volwire.OpRelease:
		v.handles.release(r.U64())
		return nil
	case volwire.OpFsync:
		fh, p, flags, datasync := r.U64(), r.Str(), r.U32(), r.U8() == 1
		return v.withHandle(fh, p, flags, func(fd int) error {
			if datasync {
				return syscall.Fdatasync(fd)
			}
			return syscall.Fsync(fd)
		})
	case volwire.OpStatfs:
		st, err := v.statfs()
		if err != nil {
			return err
		}
		w.Statfs(&st)
		return nil
	case volwire.OpReaddir:
		return v.readdirOp(r, w)
	case volwire.OpSetxattr, volwire.OpGetxattr, volwire.OpListxattr, volwire.OpRemovexattr:
		return v.xattrOp(op, r, w)
	case volwire.OpFallocate:
		fh, p, flags, mode, off, n := r.U64(), r.Str(), r.U32(), r.U32(), r.U64(), r.U64()
		if err := v.writable(); err != nil {
			return err
		}
		return v.withHandle(fh, p, flags, func(fd int) error {
			return syscall.Fallocate(fd, mode, int64(off), int64(n))
		})
	case volwire.OpLseek:
		fh, p, flags, off, whence := r.U64(), r.Str(), r.U32(), r.U64(), r.U32()
		return v.withHandle(fh, p, flags, func(fd int) error {
			pos, err := syscall.Seek(fd, int64(off), int(whence))
			w.U64(uint64(pos))
			return err
		})
	}
	return syscall.ENOSYS
}

func attrAnswer(w *volwire.Writer) func(volwire.Attr, error) error {
	return func(a volwire.Attr, err error) error {
		if err == nil {
			w.Attr(&a)
		}
		return err
	}
}

// withHandle runs fn on fh's descriptor (reopened by path if this server never saw it).
func (v *volume) withHandle(fh uint64, p string, flags uint32, fn func(fd int) error) error {
	if p == volwire.OrphanPath {
		v.handles.mu.Lock()
		_, ok := v.handles.m[fh]
		v.handles.mu.Unlock()
		if !ok {
			return syscall.ESTALE // deleted while open, and this server never had it open
		}
	}
	h, err := v.handles.acquire(v, fh, p, int(flags))
	if err != nil {
		return err
	}
	defer v.handles.done(h)
	return fn(h.fd)
}

func (v *volume) openOp(op uint16, r *volwire.Reader, w *volwire.Writer) error {
	fh, p := r.U64(), r.Str()
	var flags, mode uint32
	switch op {
	case volwire.OpOpen:
		flags = r.U32()
	case volwire.OpCreate:
		flags, mode = r.U32(), r.U32()
		flags |= syscall.O_CREAT
	case volwire.OpOpendir:
		flags = syscall.O_RDONLY | syscall.O_DIRECTORY
	}
	if r.Err != nil {
		return syscall.EINVAL
	}
	fd, err := v.open(p, int(flags), mode)
	if err != nil {
		return err
	}
	a, err := fstat(fd)
	if err != nil {
		syscall.Close(fd)
		return err
	}
	v.handles.add(fh, fd)
	w.Attr(&a)
	return nil
}

func (v *volume) read(r *volwire.Reader, w *volwire.Writer) error {
	fh, p, flags, off, size := r.U64(), r.Str(), r.U32(), r.U64(), r.U32()
	if r.Err != nil || size > volwire.MaxData {
		return syscall.EINVAL
	}
	return v.withHandle(fh, p, flags, func(fd int) error {
		buf := make([]byte, size)
		n, err := preadFull(fd, buf, int64(off))
		if err != nil {
			return err
		}
		w.Data(buf[:n])
		return nil
	})
}

// bounceCall is what OpReadInto and OpWriteFrom carry: an open file's handle, path and flags, the
// offset and size in it, and the bounce slot its data is in.
type bounceCall struct {
	fh         uint64
	path       string
	flags      uint32
	off        uint64
	size, slot uint32
	at         int64 // the slot's offset in the bounce disk
}

// bounceArgs decodes a bounce call: EINVAL for a size or slot out of range, EOPNOTSUPP without a
// bounce disk.
func (v *volume) bounceArgs(r *volwire.Reader) (bounceCall, error) {
	c := bounceCall{fh: r.U64(), path: r.Str(), flags: r.U32(), off: r.U64(), size: r.U32(), slot: r.U32()}
	if r.Err != nil || c.size > volwire.BounceSlotBytes || c.slot >= volwire.BounceSlots {
		return c, syscall.EINVAL
	}
	if v.bounce == nil {
		return c, syscall.EOPNOTSUPP
	}
	c.at = int64(c.slot) * volwire.BounceSlotBytes
	return c, nil
}

// readInto reads like read into a bounce slot and answers the length read.
func (v *volume) readInto(r *volwire.Reader, w *volwire.Writer) error {
	c, err := v.bounceArgs(r)
	if err != nil {
		return err
	}
	return v.withHandle(c.fh, c.path, c.flags, func(fd int) error {
		buf := make([]byte, c.size)
		n, err := preadFull(fd, buf, int64(c.off))
		if err != nil {
			return err
		}
		if _, err := v.bounce.WriteAt(buf[:n], c.at); err != nil {
			return err
		}
		w.U32(uint32(n))
		return nil
	})
}

// preadFull reads until buf is full or the file ends.
func preadFull(fd int, buf []byte, off int64) (int, error) {
	total := 0
	for total < len(buf) {
		n, err := syscall.Pread(fd, buf[total:], off+int64(total))
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return total, err
		}
		if n == 0 {
			break
		}
		total += n
	}
	return total, nil
}

func (v *volume) write(r *volwire.Reader, w *volwire.Writer) error {
	fh, p, flags, off, data := r.U64(), r.Str(), r.U32(), r.U64(), r.Data()
	if r.Err != nil {
		return syscall.EINVAL
	}
	return v.writeData(fh, p, flags, off, data, w)
}

// writeFrom writes like write the first `size` bytes of a bounce slot.
func (v *volume) writeFrom(r *volwire.Reader, w *volwire.Writer) error {
	c, err := v.bounceArgs(r)
	if err != nil {
		return err
	}
	data := make([]byte, c.size)
	if _, err := v.bounce.ReadAt(data, c.at); err != nil {
		return err
	}
	return v.writeData(c.fh, c.path, c.flags, c.off, data, w)
}

// writeData writes data at off of open file fh and answers the length written.
func (v *volume) writeData(fh uint64, p string, flags uint32, off uint64, data []byte, w *volwire.Writer) error {
	if err := v.writable(); err != nil {
		return err
	}
	return v.withHandle(fh, p, flags, func(fd int) error {
		total := 0
		for total < len(data) {
			n, err := syscall.Pwrite(fd, data[total:], int64(off)+int64(total))
			if err == syscall.EINTR {
				continue
			}
			if err != nil {
				if total > 0 {
					break // a short write: the guest is told how much landed
				}
				return err
			}
			total += n
		}
		w.U32(uint32(total))
		return nil
	})
}

// readdirOp answers up to `max` entries from the directory cookie `off` (0: the start). With
// `plus`, each entry other than . and .. carries its lstat.
func (v *volume) readdirOp(r *volwire.Reader, w *volwire.Writer) error {
	fh, p, off, max, plus := r.U64(), r.Str(), r.U64(), r.U32(), r.U8() == 1
	if r.Err != nil || max == 0 {
		return syscall.EINVAL
	}
	if max > 4096 {
		max = 4096
	}
	return v.withHandle(fh, p, syscall.O_RDONLY|syscall.O_DIRECTORY, func(fd int) error {
		v.handles.mu.Lock()
		h := v.handles.m[fh]
		v.handles.mu.Unlock()
		if h != nil {
			h.dirMu.Lock()
			defer h.dirMu.Unlock()
		}
		if _, err := syscall.Seek(fd, int64(off), 0); err != nil {
			return err
		}
		buf := make([]byte, 64<<10)
		n, err := syscall.Getdents(fd, buf)
		if err != nil {
			return err
		}
		var entries []volwire.Dirent
		eachDirent(buf[:n], func(e volwire.Dirent) bool {
			if len(entries) >= int(max) {
				return false
			}
			if plus && e.Name != "." && e.Name != ".." {
				var st syscall.Stat_t
				if fstatat(fd, e.Name, &st, atSymlinkNofollow) == nil {
					e.HasAttr, e.Attr = true, toAttr(&st)
				}
			}
			entries = append(entries, e)
			return true
		})
		w.U32(uint32(len(entries)))
		for i := range entries {
			e := &entries[i]
			w.U64(e.Ino).U64(e.Off).U32(e.Type).Str(e.Name)
			if e.HasAttr {
				w.U8(1).Attr(&e.Attr)
			} else {
				w.U8(0)
			}
		}
		return nil
	})
}

// eachDirent calls fn with each entry of a getdents64 buffer until fn answers false.
func eachDirent(b []byte, fn func(volwire.Dirent) bool) {
	for len(b) >= 19 {
		reclen := int(uint16(b[16]) | uint16(b[17])<<8)
		if reclen < 19 || reclen > len(b) {
			return
		}
		name := b[19:reclen]
		for i, c := range name {
			if c == 0 {
				name = name[:i]
				break
			}
		}
		if !fn(volwire.Dirent{Ino: le64(b[0:]), Off: le64(b[8:]), Type: uint32(b[18]), Name: string(name)}) {
			return
		}
		b = b[reclen:]
	}
}

// lookupList answers OpLookupList: found (1) and the name's lstat; or not found (0), then whether
// the directory's names follow (1: at most max of them, . and .. left out) and the names.
func (v *volume) lookupList(p string, max int, w *volwire.Writer) error {
	a, err := v.lstat(p)
	if err == nil {
		w.U8(1).Attr(&a)
		return nil
	}
	if err != syscall.ENOENT {
		return err
	}
	w.U8(0)
	parent, _, err := split(p)
	if err != nil {
		return err
	}
	if !v.watch.watch(v, parent) {
		w.U8(0) // not watched: its names would not stay true
		return nil
	}
	names, err := v.names(parent, max)
	if err != nil || names == nil {
		w.U8(0)
		return nil
	}
	w.U8(1).U32(uint32(len(names)))
	for _, name := range names {
		w.Str(name)
	}
	return nil
}

// names lists a directory's names, or nil if it holds more than max.
func (v *volume) names(dir string, max int) ([]string, error) {
	fd, err := openat2(v.root, dir, syscall.O_RDONLY|syscall.O_DIRECTORY, 0)
	if err != nil {
		return nil, err
	}
	defer syscall.Close(fd)
	names := []string{}
	buf := make([]byte, 64<<10)
	for {
		n, err := syscall.Getdents(fd, buf)
		if err != nil {
			return nil, err
		}
		if n == 0 {
			return names, nil
		}
		eachDirent(buf[:n], func(e volwire.Dirent) bool {
			if e.Name != "." && e.Name != ".." {
				names = append(names, e.Name)
			}
			return len(names) <= max
		})
		if len(names) > max {
			return nil, nil
		}
	}
}

func le64(b []byte) uint64 {
	return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
}

func (v *volume) xattrOp(op uint16, r *volwire.Reader, w *volwire.Writer) error {
	p := r.Str()
	var name string
	if op != volwire.OpListxattr {
		name = r.Str()
		if err := xattrName(name); err != nil {
			if op == volwire.OpGetxattr {
				return syscall.ENODATA // only user.* exist here
			}
			return err
		}
	}
	if r.Err != nil {
		return syscall.EINVAL
	}
	if op == volwire.OpSetxattr || op == volwire.OpRemovexattr {
		if err := v.writable(); err != nil {
			return err
		}
	}
	fd, err := v.xattrFile(p)
	if err != nil {
		return err
	}
	defer syscall.Close(fd)
	switch op {
	case volwire.OpSetxattr:
		value, flags := r.Data(), r.U32()
		if r.Err != nil || len(value) > maxXattrValue {
			return syscall.E2BIG
		}
		return fsetxattr(fd, name, value, int(flags))
	case volwire.OpRemovexattr:
		return fremovexattr(fd, name)
	case volwire.OpGetxattr, volwire.OpListxattr:
		size := r.U32()
		if size > maxXattrValue {
			size = maxXattrValue
		}
		var buf []byte
		if size > 0 {
			buf = make([]byte, size)
		}
		var n int
		if op == volwire.OpGetxattr {
			n, err = fgetxattr(fd, name, buf)
		} else {
			n, err = flistxattr(fd, buf)
			if err == nil && buf != nil {
				buf = userNames(buf[:n])
				n = len(buf)
			}
		}
		if err != nil {
			return err
		}
		w.U32(uint32(n))
		if size > 0 {
			w.Data(buf[:n])
		} else {
			w.Data(nil)
		}
		return nil
	}
	return syscall.ENOSYS
}

// userNames keeps the user.* names of a NUL-separated xattr list.
func userNames(list []byte) []byte {
	var out []byte
	start := 0
	for i, c := range list {
		if c != 0 {
			continue
		}
		name := list[start : i+1]
		if len(name) > 5 && string(name[:5]) == "user." {
			out = append(out, name...)
		}
		start = i + 1
	}
	return out
}

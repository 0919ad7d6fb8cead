// Opening and closing files on a volume: an open checks the host's copy (close-to-open), a create
// makes the file, ahead of the host's answer when it can (volnames.go), and a close waits for that
// create when the file is not left open.
package main

import (
	"os"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"

	"warren.dev/guest/agent/volwire"
)

// open opens a file or directory. A file's size and mtime are compared with what the kernel was
// last told: if another sandbox changed the file, the kernel's cached attributes are dropped
// before it reads, so an open always sees the file as it is now (close-to-open). Its cached pages
// are kept only if the file is as it was at this guest's last open (size, mtime and ctime): every
// page cached since was read from, or written through to, that same content, so reading an
// unchanged file again costs no trip to the host. Any change since, by this guest or another,
// drops them.
func (fs *volFS) open(fc *fuseConn, h fuseHeader, n *node, body []byte) ([][]byte, syscall.Errno) {
	if len(body) < 8 {
		return nil, syscall.EINVAL
	}
	flags := le32(body)
	p := fs.path(n)
	if p == volwire.OrphanPath {
		return nil, syscall.ENOENT
	}
	op := volwire.OpOpen
	if h.opcode == opOpendir {
		op = volwire.OpOpendir
		flags = syscall.O_RDONLY | syscall.O_DIRECTORY
		fs.dropNames(n) // a lookup after a listing agrees with it
	}
	fh := fs.newFh(n, flags)
	e, r := fs.ch.call(op, func(w *volwire.Writer) {
		w.U64(fh).Str(p)
		if op == volwire.OpOpen {
			w.U32(flags)
		}
	})
	if e != 0 {
		fs.mu.Lock()
		delete(fs.files, fh)
		fs.mu.Unlock()
		return nil, e
	}
	keep := false
	if op == volwire.OpOpen {
		a := r.Attr()
		if r.Err != nil {
			return [][]byte{openOut(fh, false)}, 0
		}
		version := fileVersion{a.Size, a.Mtime, a.MtimeNs, a.Ctime, a.CtimeNs}
		fs.mu.Lock()
		changed := a.Size != n.size || a.Mtime != n.mtime || a.MtimeNs != n.mtimeNs
		n.size, n.mtime, n.mtimeNs = a.Size, a.Mtime, a.MtimeNs
		keep = n.openedAs == version
		n.openedAs = version
		fs.mu.Unlock()
		if changed {
			fc.invalidate(n.id)
		}
	}
	return [][]byte{openOut(fh, keep)}, 0
}

// create makes and opens a file: answered ahead of the host when the directory's names say the
// name is not there and the create is not exclusive (volnames.go), else after the host's answer.
func (fs *volFS) create(fc *fuseConn, parent *node, body []byte) ([][]byte, syscall.Errno) {
	if len(body) < 16 {
		return nil, syscall.EINVAL
	}
	flags, mode := le32(body), le32(body[4:])
	name, _ := cstring(body[16:])
	p, e := fs.childPath(parent, name)
	if e != 0 {
		return nil, e
	}
	if flags&syscall.O_EXCL == 0 && fs.missing(parent, name) {
		return fs.createAhead(fc, parent, name, p, flags, mode)
	}
	fs.settle()
	fh := atomic.AddUint64(&fs.nextFh, 1)
	e, r := fs.ch.call(volwire.OpCreate, func(w *volwire.Writer) { w.U64(fh).Str(p).U32(flags).U32(mode) })
	child, entry, e := fs.made(parent, name, e, r)
	if e != 0 {
		return nil, e
	}
	fs.mu.Lock()
	fs.files[fh] = openFile{node: child, flags: flags &^ (syscall.O_CREAT | syscall.O_EXCL | syscall.O_TRUNC)}
	fs.mu.Unlock()
	return [][]byte{entry, openOut(fh, false)}, 0
}

// flushed answers a close (FLUSH) of handle fh: once its file is made on the host. A close that
// leaves the file open in the same process need not wait: a shell's `echo x > f` opens f,
// duplicates it onto its output and closes the first descriptor before it writes, and waiting
// there would cost the create's whole round trip again. The last close waits as any close did.
func (fs *volFS) flushed(h fuseHeader, fh uint64) syscall.Errno {
	fs.mu.Lock()
	f := fs.files[fh]
	fs.mu.Unlock()
	a := f.ahead
	if a == nil {
		return 0
	}
	if !a.settled.Load() && len(a.call.done) == 0 && fs.heldElsewhere(h.pid, f.node) {
		return 0
	}
	return fs.created(a)
}

// heldElsewhere reports whether process pid has a descriptor of node n open (read from /proc:
// a descriptor's link names the file, its fdinfo's inode number confirms it is this node). Such a
// descriptor is the same open file, whose last close waits for the create, or one opened since
// (an open waits for every create first), so the file is or will be on the host when it closes.
func (fs *volFS) heldElsewhere(pid uint32, n *node) bool {
	if pid == 0 {
		return false
	}
	p := fs.path(n)
	if p == volwire.OrphanPath {
		return false
	}
	proc := "/proc/" + itoa(int(pid))
	fds, err := os.ReadDir(proc + "/fd")
	if err != nil {
		return false
	}
	want := "ino:\t" + strconv.FormatUint(n.id, 10) + "\n"
	for _, fd := range fds {
		link, err := os.Readlink(proc + "/fd/" + fd.Name())
		if err != nil || !strings.HasSuffix(link, "/"+p) {
			continue
		}
		if info, err := os.ReadFile(proc + "/fdinfo/" + fd.Name()); err == nil && strings.Contains(string(info), want) {
			return true
		}
	}
	return false
}

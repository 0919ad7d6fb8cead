// A directory's names, known for a moment, and creates answered ahead of the host (docs/volumes.md,
// "Names"). Making a small file used to cost three trips to the host: a lookup that finds nothing
// (the kernel asks before every create of a name it has not seen), the create, the write. Now a
// lookup the host answers "not there" brings the directory's names with it, and for volNamesFor
// after, a lookup of a name not among them is answered here; a create of such a name (not O_EXCL)
// is sent to the host and answered to the kernel at once, and the file's first write goes out
// behind it (the host's server runs a handle's requests after its create). The file is on the host
// before that write, an fstat or the close returns, and a failed create fails that call.
package main

import (
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"warren.dev/guest/agent/volwire"
)

// How long a directory's names answer lookups: the kernel's own lifetime of names and attributes.
const volNamesFor = entryValidSec * time.Second

// A directory of more names is not kept; nor more than volNamesHeld names in all.
const (
	volNamesMax  = volwire.MaxListNames
	volNamesHeld = 64 << 10
)

type dirNames struct {
	names map[string]struct{}
	at    time.Time
	gen   uint64 // the channel's generation when listed
}

// aheadCreate is a create answered to the kernel before the host's answer.
type aheadCreate struct {
	call    *volCall
	parent  *node
	name    string
	child   *node
	once    sync.Once
	errno   syscall.Errno
	settled atomic.Bool // errno is set
}

// missing reports whether dir's names, still fresh, lack name.
func (fs *volFS) missing(dir *node, name string) bool {
	gen := fs.ch.generation()
	fs.mu.Lock()
	defer fs.mu.Unlock()
	d := dir.names
	if d == nil || d.gen != gen || time.Since(d.at) >= volNamesFor {
		return false
	}
	_, there := d.names[name]
	return !there
}

// lookup answers LOOKUP: here if the directory's names say the name is not there; else from the
// host, which sends the names along when it is not.
func (fs *volFS) lookup(dir *node, name string) ([][]byte, syscall.Errno) {
	if fs.missing(dir, name) {
		return nil, syscall.ENOENT
	}
	fs.settle()
	p, e := fs.childPath(dir, name)
	if e != 0 {
		return nil, e
	}
	gen := fs.ch.generation()
	fs.mu.Lock()
	changes := dir.changes
	fs.mu.Unlock()
	e, r := fs.ch.call(volwire.OpLookupList, func(w *volwire.Writer) { w.Str(p).U32(volNamesMax) })
	if e != 0 {
		return nil, e
	}
	if r.U8() == 1 {
		a := r.Attr()
		if r.Err != nil {
			return nil, syscall.EIO
		}
		child := fs.child(dir, name, &a)
		out := toAttrOut(&a)
		return [][]byte{entryOut(child.id, &out)}, 0
	}
	if r.U8() == 1 {
		names := make(map[string]struct{})
		for count := r.U32(); count > 0 && r.Err == nil; count-- {
			names[r.Str()] = struct{}{}
		}
		if r.Err == nil {
			fs.keepNames(dir, names, changes, gen)
		}
	}
	return nil, syscall.ENOENT
}

// keepNames keeps a directory's names, unless this guest changed the directory since it asked.
func (fs *volFS) keepNames(dir *node, names map[string]struct{}, changes, gen uint64) {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	if dir.changes != changes || dir.typ != syscall.S_IFDIR {
		return
	}
	fs.dropNamesLocked(dir)
	if fs.namesHeld+len(names) > volNamesHeld {
		for _, n := range fs.nodes {
			fs.dropNamesLocked(n)
		}
	}
	dir.names = &dirNames{names: names, at: time.Now(), gen: gen}
	fs.namesHeld += len(names)
}

// named records this guest's own change of dir/name: made (there) or removed.
func (fs *volFS) named(dir *node, name string, there bool) {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	dir.changes++
	if d := dir.names; d != nil {
		_, had := d.names[name]
		switch {
		case there && !had:
			d.names[name] = struct{}{}
			fs.namesHeld++
		case !there && had:
			delete(d.names, name)
			fs.namesHeld--
		}
	}
}

// noted applies a note of the server: a change someone else made in a directory whose names this
// guest holds.
func (fs *volFS) noted(code uint16, body []byte) {
	r := &volwire.Reader{B: body}
	fs.mu.Lock()
	defer fs.mu.Unlock()
	if code == volwire.NoteLost {
		for _, n := range fs.nodes {
			fs.dropNamesLocked(n)
		}
		return
	}
	dir := fs.root
	if p := r.Str(); p != "" {
		for _, name := range strings.Split(p, "/") {
			if dir = dir.children[name]; dir == nil {
				return
			}
		}
	}
	name := r.Str()
	if r.Err != nil && code != volwire.NoteDirGone {
		return
	}
	switch {
	case code == volwire.NoteDirGone || dir.names == nil:
		fs.dropNamesLocked(dir)
	case code == volwire.NoteMade:
		dir.changes++
		if _, had := dir.names.names[name]; !had {
			dir.names.names[name] = struct{}{}
			fs.namesHeld++
		}
	case code == volwire.NoteGone:
		dir.changes++
		if _, had := dir.names.names[name]; had {
			delete(dir.names.names, name)
			fs.namesHeld--
		}
	}
}

// dropNames forgets dir's names: it is being listed (a listing shows the host's names, and a
// lookup must agree), or a change in it failed.
func (fs *volFS) dropNames(dir *node) {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	fs.dropNamesLocked(dir)
}

func (fs *volFS) dropNamesLocked(dir *node) {
	dir.changes++
	if dir.names != nil {
		fs.namesHeld -= len(dir.names.names)
		dir.names = nil
	}
}

// createAhead answers CREATE of a name the directory's names say is not there: the host's create
// is on its way when the kernel hears back, with attributes that hold until the next getattr
// (which waits for the host's).
func (fs *volFS) createAhead(fc *fuseConn, parent *node, name, p string, flags, mode uint32) ([][]byte, syscall.Errno) {
	fh := atomic.AddUint64(&fs.nextFh, 1)
	call := fs.ch.start(volwire.OpCreate, func(w *volwire.Writer) { w.U64(fh).Str(p).U32(flags).U32(mode) })
	now := time.Now()
	a := volwire.Attr{Mode: syscall.S_IFREG | mode&0o777, Nlink: 1, Blksize: 4096,
		Atime: now.Unix(), AtimeNs: uint32(now.Nanosecond()), Mtime: now.Unix(), MtimeNs: uint32(now.Nanosecond()),
		Ctime: now.Unix(), CtimeNs: uint32(now.Nanosecond())}
	child := fs.child(parent, name, &a)
	ahead := &aheadCreate{call: call, parent: parent, name: name, child: child}
	fs.mu.Lock()
	fs.files[fh] = openFile{node: child, flags: flags &^ (syscall.O_CREAT | syscall.O_EXCL | syscall.O_TRUNC), ahead: ahead}
	fs.ahead[ahead] = fc
	fs.mu.Unlock()
	fs.named(parent, name, true)
	a.Ino = child.id // shown nowhere: attributes valid for no time are asked for again
	out := toAttrOut(&a)
	return [][]byte{entryOutUncached(child.id, &out), openOut(fh, false)}, 0
}

// created waits for the host's answer to a create answered ahead: 0, or why the file could not be
// made (its name is then forgotten, here and by the kernel).
func (fs *volFS) created(a *aheadCreate) syscall.Errno {
	a.once.Do(func() {
		a.errno, _ = a.call.wait()
		fs.mu.Lock()
		fc := fs.ahead[a]
		delete(fs.ahead, a)
		fs.mu.Unlock()
		if a.errno != 0 {
			fs.mu.Lock()
			if a.parent.children[a.name] == a.child {
				delete(a.parent.children, a.name)
				a.child.parent = nil
			}
			fs.mu.Unlock()
			fs.dropNames(a.parent)
			// Not from this goroutine: the kernel may hold the directory's lock for a request
			// that waits on this one.
			go fc.invalidateEntry(a.parent.id, a.name)
		}
		a.settled.Store(true)
	})
	return a.errno
}

// createdFh waits for the create of a handle's file, if it was answered ahead.
func (fs *volFS) createdFh(fh uint64) syscall.Errno {
	fs.mu.Lock()
	a := fs.files[fh].ahead
	fs.mu.Unlock()
	if a == nil {
		return 0
	}
	return fs.created(a)
}

// settle waits for every create answered ahead: a request that is not about one of those files
// alone (a path, a listing, a rename) must find them made.
func (fs *volFS) settle() {
	fs.mu.Lock()
	if len(fs.ahead) == 0 {
		fs.mu.Unlock()
		return
	}
	waiting := make([]*aheadCreate, 0, len(fs.ahead))
	for a := range fs.ahead {
		waiting = append(waiting, a)
	}
	fs.mu.Unlock()
	for _, a := range waiting {
		fs.created(a)
	}
}

// The node table of a volume's filesystem in the guest (volfs.go): node id -> parent and name, the
// paths the host's file server is called with, and open handles. It lives in guest memory, so it
// is part of every checkpoint: a restored or forked guest's open files and working directories go
// on against a new server. Renames and removals done through the mount move or detach nodes; a
// file removed while open is reached through its handle only.
package main

import (
	"strings"
	"sync"
	"sync/atomic"
	"syscall"

	"warren.dev/guest/agent/volwire"
)

type node struct {
	id       uint64
	parent   *node // nil: the root, or detached (removed, replaced)
	name     string
	lookups  uint64
	typ      uint32
	children map[string]*node
	// What the kernel was last told of the file's size and mtime (an open checks them).
	size    uint64
	mtime   int64
	mtimeNs uint32
	// A directory's names as the host listed them (volnames.go), and a count of this guest's own
	// changes to it (a listing asked for before one of them is not kept).
	names   *dirNames
	changes uint64
	// The file as the host had it at this guest's last open of it (zero before the first: no
	// file's ctime is 0): an open that finds it the same keeps the kernel's cached pages (volfs.go open).
	openedAs fileVersion
}

// fileVersion tells one content of a file from another: a write, a truncate, or a utimes that sets
// an mtime back all change the ctime, which no one can set.
type fileVersion struct {
	size    uint64
	mtime   int64
	mtimeNs uint32
	ctime   int64
	ctimeNs uint32
}

type openFile struct {
	node  *node
	flags uint32
	ahead *aheadCreate // the file's create, answered before the host's answer (volnames.go)
}

type volFS struct {
	ch       *volChan
	bounce   *volBounce // nil: all data comes over the port
	mu       sync.Mutex
	root     *node
	nodes    map[uint64]*node
	nextNode uint64
	nextFh   uint64 // atomic
	files    map[uint64]openFile
	// Creates answered ahead and not yet waited for (volnames.go), with the mount to tell if one fails.
	ahead     map[*aheadCreate]*fuseConn
	namesHeld int
}

func newVolFS(ch *volChan, bounce *volBounce) *volFS {
	root := &node{id: 1, typ: syscall.S_IFDIR, lookups: 1, children: map[string]*node{}}
	fs := &volFS{ch: ch, bounce: bounce, root: root, nodes: map[uint64]*node{1: root}, nextNode: 2, files: map[uint64]openFile{},
		ahead: map[*aheadCreate]*fuseConn{}}
	ch.onNote = fs.noted
	return fs
}

// path is the node's path below the volume root; OrphanPath if it was removed or replaced.
func (fs *volFS) path(n *node) string {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	return fs.pathLocked(n)
}

func (fs *volFS) pathLocked(n *node) string {
	var parts []string
	for ; n != fs.root; n = n.parent {
		if n == nil {
			return volwire.OrphanPath
		}
		parts = append(parts, n.name)
	}
	for i, j := 0, len(parts)-1; i < j; i, j = i+1, j-1 {
		parts[i], parts[j] = parts[j], parts[i]
	}
	return strings.Join(parts, "/")
}

func (fs *volFS) childPath(parent *node, name string) (string, syscall.Errno) {
	p := fs.path(parent)
	if p == volwire.OrphanPath {
		return "", syscall.ENOENT
	}
	if name == "" || strings.IndexByte(name, '/') >= 0 {
		return "", syscall.EINVAL
	}
	if p == "" {
		return name, 0
	}
	return p + "/" + name, 0
}

func (fs *volFS) node(id uint64) *node {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	return fs.nodes[id]
}

// child records one more kernel reference to parent/name, a new node if the name is new or now
// names a file of another type.
func (fs *volFS) child(parent *node, name string, a *volwire.Attr) *node {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	typ := a.Mode & syscall.S_IFMT
	n := parent.children[name]
	if n == nil || n.typ != typ {
		if n != nil {
			n.parent = nil
		}
		n = &node{id: fs.nextNode, parent: parent, name: name, typ: typ}
		fs.nextNode++
		if typ == syscall.S_IFDIR {
			n.children = map[string]*node{}
		}
		fs.nodes[n.id] = n
		if parent.children == nil {
			parent.children = map[string]*node{}
		}
		parent.children[name] = n
	}
	n.lookups++
	n.size, n.mtime, n.mtimeNs = a.Size, a.Mtime, a.MtimeNs
	return n
}

func (fs *volFS) forget(id, count uint64) {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	n := fs.nodes[id]
	if n == nil || n == fs.root {
		return
	}
	if n.lookups > count {
		n.lookups -= count
		return
	}
	delete(fs.nodes, id)
	if n.names != nil {
		fs.namesHeld -= len(n.names.names)
		n.names = nil
	}
	if n.parent != nil && n.parent.children[n.name] == n {
		delete(n.parent.children, n.name)
	}
}

// detach marks parent/name gone (removed or replaced): its node is reached by handle only.
func (fs *volFS) detach(parent *node, name string) {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	if n := parent.children[name]; n != nil {
		delete(parent.children, name)
		n.parent = nil
	}
}

func (fs *volFS) renamed(from *node, fromName string, to *node, toName string, flags uint32) {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	moving := from.children[fromName]
	target := to.children[toName]
	const exchange = 2
	if flags&exchange != 0 {
		if target != nil {
			target.parent, target.name = from, fromName
			from.children[fromName] = target
		} else {
			delete(from.children, fromName)
		}
	} else {
		delete(from.children, fromName)
		if target != nil {
			target.parent = nil
		}
	}
	if moving != nil {
		moving.parent, moving.name = to, toName
		if to.children == nil {
			to.children = map[string]*node{}
		}
		to.children[toName] = moving
	} else {
		delete(to.children, toName)
	}
}

func toAttrOut(a *volwire.Attr) attrOut {
	return attrOut{ino: a.Ino, size: a.Size, blocks: a.Blocks, atime: a.Atime, mtime: a.Mtime, ctime: a.Ctime,
		atimeNs: a.AtimeNs, mtimeNs: a.MtimeNs, ctimeNs: a.CtimeNs, mode: a.Mode, nlink: a.Nlink, rdev: a.Rdev,
		blksize: a.Blksize}
}

func (fs *volFS) newFh(n *node, flags uint32) uint64 {
	fh := atomic.AddUint64(&fs.nextFh, 1)
	fs.mu.Lock()
	fs.files[fh] = openFile{node: n, flags: flags}
	fs.mu.Unlock()
	return fh
}

// file is an open handle's node path and flags.
func (fs *volFS) file(fh uint64) (string, uint32, bool) {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	f, ok := fs.files[fh]
	if !ok {
		return "", 0, false
	}
	return fs.pathLocked(f.node), f.flags, true
}

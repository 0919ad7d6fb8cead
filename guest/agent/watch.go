// Watchers of directories (docs/guest-protocol.md, "watchers"): inotify on a directory of the
// container (and, when recursive, on every directory below it, including those created later: what
// a new directory already holds when its watch is added is reported as created), its events queued
// in the agent until the host polls for them. The agent's own file writes go through a temporary
// file renamed over the target (files.go): its events are left out, and the rename reads as the
// target's create and write, as an in-place write would. The host names each watcher and decides
// what to do with the events; a watcher nobody polled for watcherIdle is dropped.
package main

import (
	"encoding/binary"
	"fmt"
	"os"
	"path"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"time"
)

// agentTemp is the name of a file being written by fileWrite (".<name>.warren-<n>").
var agentTemp = regexp.MustCompile(`^\..*\.warren-\d+$`)

const (
	maxWatchers     = 64
	maxWatchEvents  = 4096
	maxWatchedDirs  = 8192
	watcherIdle     = 10 * time.Minute
	maxWatchWait    = 25 * time.Second
	watchMask       = syscall.IN_CREATE | syscall.IN_MODIFY | syscall.IN_DELETE | syscall.IN_MOVED_FROM | syscall.IN_MOVED_TO | syscall.IN_ATTRIB | syscall.IN_DELETE_SELF | syscall.IN_MOVE_SELF
	inotifyEventLen = syscall.SizeofInotifyEvent
)

type watchEvent struct {
	Name string `json:"name"`
	Op   string `json:"op"`
}

type watcher struct {
	id        string
	fs        rootFS
	root      string // the watched directory, a path in the container
	recursive bool
	f         *os.File // the inotify instance (non-blocking, in the runtime's poller)

	mu       sync.Mutex
	changed  chan struct{}    // closed and replaced whenever events arrive
	dirs     map[int32]string // watch descriptor -> directory relative to root ("" is root)
	events   []watchEvent
	dropped  int
	renamed  map[uint32]bool // cookies of the agent's temporary files moved away (onto their target)
	lastPoll time.Time
	closed   bool
}

type watchTable struct {
	mu   sync.Mutex
	byID map[string]*watcher
}

func newWatchTable() *watchTable {
	t := &watchTable{byID: map[string]*watcher{}}
	go func() {
		for {
			time.Sleep(time.Minute)
			t.expire()
		}
	}()
	return t
}

func (t *watchTable) expire() {
	t.mu.Lock()
	defer t.mu.Unlock()
	for id, w := range t.byID {
		w.mu.Lock()
		idle := time.Since(w.lastPoll) > watcherIdle
		w.mu.Unlock()
		if idle {
			w.close()
			delete(t.byID, id)
		}
	}
}

func (t *watchTable) start(fs rootFS, req *request) (reply, error) {
	if req.WatchID == "" || len(req.WatchID) > maxCommandIDBytes {
		return reply{}, errf("bad_request", fmt.Sprintf("watch_id must be 1-%d bytes", maxCommandIDBytes))
	}
	p, err := cleanPath(req.Path)
	if err != nil {
		return reply{}, err
	}
	t.mu.Lock()
	_, exists := t.byID[req.WatchID]
	full := len(t.byID) >= maxWatchers
	t.mu.Unlock()
	if exists {
		return reply{}, errf("exists", "watcher "+req.WatchID+" exists")
	}
	if full {
		return reply{}, errf("watch_limit", fmt.Sprintf("watcher limit (%d) reached", maxWatchers))
	}
	w, err := newWatcher(fs, req.WatchID, p, req.Recursive)
	if err != nil {
		return reply{}, err
	}
	t.mu.Lock()
	t.byID[w.id] = w
	t.mu.Unlock()
	return ok(nil), nil
}

func (t *watchTable) lookup(id string) (*watcher, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	w, ok := t.byID[id]
	if !ok {
		return nil, errf("not_found", "no watcher "+id)
	}
	return w, nil
}

// events answers what happened since the last poll, waiting up to wait_ms for something.
func (t *watchTable) events(req *request) (reply, error) {
	w, err := t.lookup(req.WatchID)
	if err != nil {
		return reply{}, err
	}
	wait := time.Duration(req.WaitMs) * time.Millisecond
	if wait > maxWatchWait {
		wait = maxWatchWait
	}
	deadline := time.Now().Add(wait)
	for {
		w.mu.Lock()
		w.lastPoll = time.Now()
		events, dropped, changed, closed := w.events, w.dropped, w.changed, w.closed
		if len(events) > 0 || dropped > 0 || closed || !time.Now().Before(deadline) {
			w.events, w.dropped = nil, 0
			w.mu.Unlock()
			if events == nil {
				events = []watchEvent{}
			}
			return reply{hdr: response{"type": "watch_events", "events": events, "dropped": dropped, "ended": closed}}, nil
		}
		w.mu.Unlock()
		select {
		case <-changed:
		case <-time.After(time.Until(deadline)):
		}
	}
}

func (t *watchTable) stop(req *request) (reply, error) {
	t.mu.Lock()
	w, found := t.byID[req.WatchID]
	delete(t.byID, req.WatchID)
	t.mu.Unlock()
	if !found {
		return reply{}, errf("not_found", "no watcher "+req.WatchID)
	}
	w.close()
	return ok(nil), nil
}

func newWatcher(fs rootFS, id, root string, recursive bool) (*watcher, error) {
	fd, err := syscall.InotifyInit1(syscall.IN_NONBLOCK | syscall.IN_CLOEXEC)
	if err != nil {
		return nil, err
	}
	w := &watcher{id: id, fs: fs, root: root, recursive: recursive, f: os.NewFile(uintptr(fd), "inotify"),
		changed: make(chan struct{}), dirs: map[int32]string{}, renamed: map[uint32]bool{}, lastPoll: time.Now()}
	if err := w.add("", false); err != nil {
		w.f.Close()
		return nil, err
	}
	go w.read()
	return w, nil
}

// add watches the directory `rel` (relative to the root) and, when recursive, those below it. A
// directory that appeared after the watch began (`fresh`) may hold entries made before its watch
// was added: they are reported as created.
func (w *watcher) add(rel string, fresh bool) error {
	dir, err := w.fs.open(path.Join(w.root, rel), syscall.O_RDONLY|syscall.O_DIRECTORY)
	if err != nil {
		return err
	}
	defer dir.Close()
	raw, err := w.f.SyscallConn()
	if err != nil {
		return err
	}
	var wd int
	var addErr error
	at := fmt.Sprintf("/proc/self/fd/%d", dir.Fd())
	if err := raw.Control(func(fd uintptr) { wd, addErr = syscall.InotifyAddWatch(int(fd), at, watchMask) }); err != nil {
		return err
	}
	if addErr != nil {
		return &os.PathError{Op: "watch", Path: path.Join(w.root, rel), Err: addErr}
	}
	w.mu.Lock()
	w.dirs[int32(wd)] = rel
	tooMany := len(w.dirs) >= maxWatchedDirs
	w.mu.Unlock()
	if !w.recursive || tooMany {
		return nil
	}
	ents, err := dir.ReadDir(-1)
	if err != nil {
		return nil
	}
	for _, e := range ents {
		if fresh && !agentTemp.MatchString(e.Name()) {
			w.queue(path.Join(rel, e.Name()), []string{"create"})
		}
		if e.IsDir() {
			_ = w.add(path.Join(rel, e.Name()), fresh) // removed meanwhile: nothing to watch
		}
	}
	return nil
}

// read turns inotify records into events until the instance is closed.
func (w *watcher) read() {
	buf := make([]byte, 64<<10)
	for {
		n, err := w.f.Read(buf)
		if err != nil {
			return
		}
		for off := 0; off+inotifyEventLen <= n; {
			wd := int32(binary.LittleEndian.Uint32(buf[off:]))
			mask := binary.LittleEndian.Uint32(buf[off+4:])
			cookie := binary.LittleEndian.Uint32(buf[off+8:])
			nameLen := int(binary.LittleEndian.Uint32(buf[off+12:]))
			name := strings.TrimRight(string(buf[off+inotifyEventLen:off+inotifyEventLen+nameLen]), "\x00")
			off += inotifyEventLen + nameLen
			w.record(wd, mask, cookie, name)
		}
	}
}

func (w *watcher) record(wd int32, mask, cookie uint32, name string) {
	w.mu.Lock()
	dir, known := w.dirs[wd]
	if mask&syscall.IN_IGNORED != 0 {
		delete(w.dirs, wd)
	}
	fromTemp := mask&syscall.IN_MOVED_TO != 0 && w.renamed[cookie]
	delete(w.renamed, cookie)
	if agentTemp.MatchString(name) {
		// The agent's own write in progress: only its rename onto the target is of interest.
		if mask&syscall.IN_MOVED_FROM != 0 {
			if len(w.renamed) > 1024 { // moved somewhere unwatched: forget them
				w.renamed = map[uint32]bool{}
			}
			w.renamed[cookie] = true
		}
		w.mu.Unlock()
		return
	}
	w.mu.Unlock()
	if !known || mask&syscall.IN_IGNORED != 0 {
		return
	}
	rel := path.Join(dir, name)
	if name == "" {
		rel = dir
	}
	if w.recursive && mask&syscall.IN_ISDIR != 0 && mask&(syscall.IN_CREATE|syscall.IN_MOVED_TO) != 0 {
		_ = w.add(rel, true)
	}
	if fromTemp {
		w.queue(rel, []string{"create", "write"})
		return
	}
	var ops []string
	for _, m := range []struct {
		bits uint32
		op   string
	}{
		{syscall.IN_CREATE | syscall.IN_MOVED_TO, "create"},
		{syscall.IN_MODIFY, "write"},
		{syscall.IN_DELETE | syscall.IN_DELETE_SELF, "remove"},
		{syscall.IN_MOVED_FROM | syscall.IN_MOVE_SELF, "rename"},
		{syscall.IN_ATTRIB, "chmod"},
	} {
		if mask&m.bits != 0 {
			ops = append(ops, m.op)
		}
	}
	w.queue(rel, ops)
}

// queue adds events for `rel` (bounded: past maxWatchEvents they are counted as dropped).
func (w *watcher) queue(rel string, ops []string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	for _, op := range ops {
		if len(w.events) >= maxWatchEvents {
			w.dropped++
			continue
		}
		w.events = append(w.events, watchEvent{Name: rel, Op: op})
	}
	close(w.changed)
	w.changed = make(chan struct{})
}

func (w *watcher) close() {
	w.mu.Lock()
	if w.closed {
		w.mu.Unlock()
		return
	}
	w.closed = true
	close(w.changed)
	w.changed = make(chan struct{})
	w.mu.Unlock()
	w.f.Close()
}

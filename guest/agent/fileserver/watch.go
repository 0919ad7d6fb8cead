// The directories whose names the guest holds (it asked with OpLookupList) are watched with
// inotify: a name made or removed there by anyone else (another sandbox's server, the files API) is
// told to the guest at once with a note (docs/volumes.md, "Names"), so its list stays true. Changes
// this server made itself are not told back: the guest made them and knows.
package main

import (
	"sync"
	"syscall"
	"time"
	"unsafe"

	"warren.dev/guest/agent/volwire"
)

// At most this many directories are watched per server; past it a lookup lists nothing.
const maxWatches = 256

// A change this server made is not told back if its event comes within ownFor.
const ownFor = time.Second

const watchMask = syscall.IN_CREATE | syscall.IN_DELETE | syscall.IN_MOVED_FROM | syscall.IN_MOVED_TO |
	syscall.IN_DELETE_SELF | syscall.IN_MOVE_SELF | syscall.IN_ONLYDIR | syscall.IN_DONT_FOLLOW | syscall.IN_EXCL_UNLINK

type watcher struct {
	note func(frame []byte)

	mu    sync.Mutex
	fd    int              // -1 until the first watch (inotify instances are few per uid)
	dirs  map[int32]string // watch descriptor -> directory path
	paths map[string]int32
	own   map[string]time.Time // paths this server changed, and when
}

func newWatcher(note func(frame []byte)) *watcher {
	return &watcher{note: note, fd: -1, dirs: map[int32]string{}, paths: map[string]int32{}, own: map[string]time.Time{}}
}

func (w *watcher) close() {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.fd >= 0 {
		syscall.Close(w.fd)
	}
}

// watch starts watching dir (relative to the volume root) unless it is already: false if it
// cannot be. The directory is watched through its own descriptor (made the working directory),
// so what is watched is what the name resolved to, confined as every path is.
func (w *watcher) watch(v *volume, dir string) bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	if _, ok := w.paths[dir]; ok {
		return true
	}
	if len(w.paths) >= maxWatches {
		return false
	}
	if w.fd < 0 {
		fd, err := syscall.InotifyInit1(syscall.IN_CLOEXEC)
		if err != nil {
			return false // none to be had: lookups list nothing
		}
		w.fd = fd
		go w.loop(fd)
	}
	fd, err := openat2(v.root, dir, oPath|syscall.O_DIRECTORY, 0)
	if err != nil {
		return false
	}
	defer syscall.Close(fd)
	if syscall.Fchdir(fd) != nil {
		return false
	}
	wd, err := syscall.InotifyAddWatch(w.fd, ".", watchMask)
	if err != nil {
		return false
	}
	if old, ok := w.dirs[int32(wd)]; ok {
		delete(w.paths, old) // the same directory, renamed since it was watched
	}
	w.dirs[int32(wd)] = dir
	w.paths[dir] = int32(wd)
	return true
}

// changing records that this server is about to make or remove path p.
func (w *watcher) changing(p string) {
	parent, _, err := split(p)
	if err != nil {
		return
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if _, ok := w.paths[parent]; !ok {
		return
	}
	now := time.Now()
	if len(w.own) >= 4096 {
		for q, at := range w.own {
			if now.Sub(at) > ownFor {
				delete(w.own, q)
			}
		}
	}
	w.own[p] = now
}

func (w *watcher) loop(fd int) {
	buf := make([]byte, 64<<10)
	for {
		n, err := syscall.Read(fd, buf)
		if err == syscall.EINTR {
			continue
		}
		if err != nil || n <= 0 {
			return
		}
		var out []byte
		for b := buf[:n]; len(b) >= syscall.SizeofInotifyEvent; {
			ev := (*syscall.InotifyEvent)(unsafe.Pointer(&b[0]))
			end := syscall.SizeofInotifyEvent + int(ev.Len)
			if end > len(b) {
				break
			}
			name := cstr(b[syscall.SizeofInotifyEvent:end])
			out = append(out, w.event(ev.Wd, ev.Mask, name)...)
			b = b[end:]
		}
		if len(out) > 0 {
			w.note(out)
		}
	}
}

// event is the note (if any) one inotify event makes.
func (w *watcher) event(wd int32, mask uint32, name string) []byte {
	w.mu.Lock()
	defer w.mu.Unlock()
	if mask&syscall.IN_Q_OVERFLOW != 0 {
		return volwire.NewFrame(0, volwire.NoteLost).Done()
	}
	dir, ok := w.dirs[wd]
	if !ok {
		return nil
	}
	if mask&(syscall.IN_DELETE_SELF|syscall.IN_MOVE_SELF|syscall.IN_IGNORED) != 0 {
		delete(w.dirs, wd)
		delete(w.paths, dir)
		_, _ = syscall.InotifyRmWatch(w.fd, uint32(wd))
		return volwire.NewFrame(0, volwire.NoteDirGone).Str(dir).Done()
	}
	p := name
	if dir != "" {
		p = dir + "/" + name
	}
	if at, mine := w.own[p]; mine && time.Since(at) <= ownFor {
		return nil
	}
	code := volwire.NoteGone
	if mask&(syscall.IN_CREATE|syscall.IN_MOVED_TO) != 0 {
		code = volwire.NoteMade
	}
	return volwire.NewFrame(0, code).Str(dir).Str(name).Done()
}

func cstr(b []byte) string {
	for i, c := range b {
		if c == 0 {
			return string(b[:i])
		}
	}
	return string(b)
}

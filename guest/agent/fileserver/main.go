// warren-volume-server: the host's file server for one volume mounted in one sandbox
// (docs/volumes.md). The host agent starts it through the jail's launcher (host/volumes/), as the
// volume's own uid, with nothing in its view but the volume's directory, and hands it the
// connection to the sandbox's virtio-serial port (descriptor 3). It serves the wire of volwire
// until the connection ends (the VM is gone or the agent replaced it), then exits.
//
// Requests are served concurrently (at most maxInFlight at once), except that a request naming an
// open file's handle waits for the OpCreate of that handle that came before it on the stream: the
// guest sends a file's first write without waiting for its create (docs/volumes.md, "Names"). A
// request id seen before on this connection (the guest sends its pending requests again whenever
// it resynchronises) is not run twice: its answer is sent again if it was small, and a read, the
// only large answer, is simply run again.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"sync"
	"syscall"

	"warren.dev/guest/agent/volwire"
)

const maxInFlight = 16
const recentAnswers = 1024
const cachedAnswerBytes = 4096

func main() {
	fd := flag.Int("fd", 3, "the connection to the guest's port")
	root := flag.String("root", "", "the volume's directory")
	readOnly := flag.Bool("read-only", false, "refuse every change")
	bounce := flag.Int("bounce-fd", -1, "the VM's bounce disk for this port, if it has one")
	flag.Parse()
	if *root == "" {
		fmt.Fprintln(os.Stderr, "warren-volume-server: --root is required")
		os.Exit(2)
	}
	// Modes are the guest's own; the launcher's umask 077 would strip them.
	syscall.Umask(0)
	rootFd, err := syscall.Open(*root, oPath|syscall.O_DIRECTORY|syscall.O_CLOEXEC, 0)
	if err != nil {
		fmt.Fprintf(os.Stderr, "warren-volume-server: open %s: %v\n", *root, err)
		os.Exit(1)
	}
	if err := installSeccomp(); err != nil {
		fmt.Fprintf(os.Stderr, "warren-volume-server: seccomp: %v\n", err)
		os.Exit(1)
	}
	conn := os.NewFile(uintptr(*fd), "guest")
	v := &volume{root: rootFd, readOnly: *readOnly, handles: newHandleTable()}
	if *bounce >= 0 {
		v.bounce = os.NewFile(uintptr(*bounce), "bounce")
		if st, err := v.bounce.Stat(); err != nil || st.Size() < volwire.BounceBytes {
			fmt.Fprintf(os.Stderr, "warren-volume-server: the bounce disk is missing or smaller than %d bytes\n", volwire.BounceBytes)
			os.Exit(1)
		}
	}
	err = serve(conn, v)
	v.handles.closeAll()
	if err != nil && err != io.EOF {
		fmt.Fprintf(os.Stderr, "warren-volume-server: %v\n", err)
		os.Exit(1)
	}
}

type server struct {
	conn   io.ReadWriter
	v      *volume
	wmu    sync.Mutex
	mu     sync.Mutex
	recent map[uint64]*answer
	order  []uint64
	slots  chan struct{}
	// Creates running, by the guest's handle: closed when answered.
	creating map[uint64]chan struct{}
}

type answer struct {
	done  bool
	frame []byte // kept when small
}

func serve(conn io.ReadWriter, v *volume) error {
	s := &server{conn: conn, v: v, recent: map[uint64]*answer{}, slots: make(chan struct{}, maxInFlight),
		creating: map[uint64]chan struct{}{}}
	v.watch = newWatcher(s.send)
	defer v.watch.close()
	return s.readLoop()
}

// readLoop hunts for the guest's sync marker, then reads frames; a sync marker at a frame
// boundary (the guest resynchronised) is acked again, anything else out of bounds starts a hunt.
func (s *server) readLoop() error {
	buf := make([]byte, 0, 2*volwire.MaxFrame)
	chunk := make([]byte, 256<<10)
	hunting := true
	for {
		n, err := s.conn.Read(chunk)
		if n > 0 {
			buf = append(buf, chunk[:n]...)
		}
		for {
			if hunting {
				after, keep, found := volwire.Hunt(buf, volwire.SyncMarker)
				if !found {
					buf = append(buf[:0], keep...)
					break
				}
				buf = append(buf[:0], after...)
				hunting = false
				s.send(volwire.AckMarker)
				continue
			}
			if yes, maybe := volwire.HasPrefix(buf, volwire.SyncMarker); yes {
				buf = append(buf[:0], buf[len(volwire.SyncMarker):]...)
				s.send(volwire.AckMarker)
				continue
			} else if maybe && len(buf) < len(volwire.SyncMarker) {
				break
			}
			f, used, whole, perr := volwire.Parse(buf)
			if perr != nil {
				hunting = true
				continue
			}
			if !whole {
				break
			}
			body := append([]byte(nil), f.Body...)
			buf = append(buf[:0], buf[used:]...)
			s.dispatch(f.ID, f.Code, body)
		}
		if err != nil {
			return err
		}
	}
}

func (s *server) dispatch(id uint64, op uint16, body []byte) {
	if op == volwire.OpDrop { // handles the guest closed: no answer
		r := &volwire.Reader{B: body}
		for n := r.U32(); n > 0 && r.Err == nil; n-- {
			if fh := r.U64(); r.Err == nil {
				s.v.handles.release(fh)
			}
		}
		return
	}
	s.mu.Lock()
	if a, seen := s.recent[id]; seen {
		s.mu.Unlock()
		if !a.done {
			return // still running: its answer will come
		}
		if a.frame != nil {
			s.send(a.frame)
			return
		}
	} else {
		s.remember(id)
		s.mu.Unlock()
	}
	for _, p := range namesChanged(op, body) {
		s.v.watch.changing(p)
	}
	created, after := s.sequence(op, body)
	s.slots <- struct{}{}
	go func() {
		defer func() { <-s.slots }()
		if after != nil {
			<-after
		}
		w := volwire.NewFrame(id, 0)
		err := s.v.handle(op, &volwire.Reader{B: body}, w)
		frame := w.Done()
		if err != nil {
			frame = volwire.NewFrame(id, uint16(errno(err))).Done()
		}
		s.mu.Lock()
		if a := s.recent[id]; a != nil {
			a.done = true
			if len(frame) <= cachedAnswerBytes {
				a.frame = frame
			}
		}
		s.mu.Unlock()
		s.send(frame)
		if created != nil {
			created()
		}
	}()
}

// handleOps are the requests whose body starts with the guest's handle of an open file.
var handleOps = map[uint16]bool{volwire.OpGetattr: true, volwire.OpSetattr: true, volwire.OpRead: true,
	volwire.OpWrite: true, volwire.OpReadInto: true, volwire.OpWriteFrom: true, volwire.OpRelease: true,
	volwire.OpFsync: true, volwire.OpFallocate: true, volwire.OpLseek: true}

// sequence is called in the stream's order: a create records its handle as being made (`created`
// ends that, once answered), and a later request on that handle gets the create's channel to wait for.
func (s *server) sequence(op uint16, body []byte) (created func(), after chan struct{}) {
	if len(body) < 8 {
		return nil, nil
	}
	fh := le64(body)
	s.mu.Lock()
	defer s.mu.Unlock()
	if op == volwire.OpCreate {
		ch := make(chan struct{})
		s.creating[fh] = ch
		return func() {
			s.mu.Lock()
			if s.creating[fh] == ch {
				delete(s.creating, fh)
			}
			s.mu.Unlock()
			close(ch)
		}, nil
	}
	if handleOps[op] {
		return nil, s.creating[fh]
	}
	return nil, nil
}

// namesChanged are the paths a request makes or removes (read before it runs: its own inotify
// events are not told back to the guest).
func namesChanged(op uint16, body []byte) []string {
	r := &volwire.Reader{B: body}
	switch op {
	case volwire.OpCreate:
		r.U64()
		return []string{r.Str()}
	case volwire.OpMkdir, volwire.OpMknod, volwire.OpSymlink, volwire.OpUnlink, volwire.OpRmdir:
		return []string{r.Str()}
	case volwire.OpLink:
		r.Str()
		return []string{r.Str()}
	case volwire.OpRename:
		return []string{r.Str(), r.Str()}
	}
	return nil
}

// remember records id as seen, forgetting the oldest beyond recentAnswers. Called with mu held.
func (s *server) remember(id uint64) {
	s.recent[id] = &answer{}
	s.order = append(s.order, id)
	if len(s.order) > recentAnswers {
		delete(s.recent, s.order[0])
		s.order = s.order[1:]
	}
}

func (s *server) send(frame []byte) {
	s.wmu.Lock()
	defer s.wmu.Unlock()
	if _, err := s.conn.Write(frame); err != nil {
		// The reader sees the connection end too and returns.
		return
	}
}

func errno(err error) syscall.Errno {
	if e, ok := err.(syscall.Errno); ok && e != 0 {
		return e
	}
	return syscall.EIO
}

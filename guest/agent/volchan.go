// One volume's channel to its host file server: a virtio-serial port (`warren.volN`) carrying the
// wire of volwire. Calls are multiplexed by id; every call waits in `pending` until answered.
// Whenever the stream may have been cut (the port read EOF: the server went and a new one
// connected; or `configure` after a restore or fork, where a new server took over without the guest
// seeing a disconnect), the channel resynchronises: it writes the sync marker, then every pending
// call again, and discards what it reads until the server's ack marker. A call written twice is not
// run twice by one server (it remembers ids); see docs/volumes.md for the one case where it may be.
package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"warren.dev/guest/agent/volwire"
)

// A call waiting while the server has been gone this long fails with EIO.
const volDisconnectedTimeout = 60 * time.Second

type volAnswer struct {
	errno syscall.Errno
	body  []byte
}

type volCall struct {
	frame   []byte
	written uint64 // the generation it was last written in
	done    chan volAnswer
}

type volChan struct {
	port string
	// Non-blocking, through Go's poller: a goroutine waiting on the port parks instead of holding
	// a thread and its P (with two vCPUs and the guest's 4 ms tick, blocking reads cost ms a call).
	f *os.File

	mu      sync.Mutex
	cond    *sync.Cond
	nextID  uint64
	pending map[uint64]*volCall
	gen     uint64
	ready   bool // the current generation's sync marker is written
	downAt  time.Time

	wmu     sync.Mutex
	hunting int32 // atomic: the reader discards until the ack marker
	resyncs chan struct{}

	// Handles the guest closed, told to the server with the next write (wmu), at the latest after
	// volDropFor or once volDropMax wait: a close costs no message of its own, nor an answer.
	drops     []uint64
	dropTimer *time.Timer

	// onNote takes the server's notes (frames of id 0: volwire.NoteMade and the others).
	onNote func(code uint16, body []byte)
}

const (
	volDropFor = 100 * time.Millisecond
	volDropMax = 256
)

// openVolChan opens the named port and starts the channel's reader and resynchroniser. A write
// waits while the host end is not connected (the port is not writable then).
func openVolChan(port string) (*volChan, error) {
	dev, err := findPort(port)
	if err != nil {
		return nil, err
	}
	fd, err := syscall.Open(dev, syscall.O_RDWR|syscall.O_CLOEXEC|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", dev, err)
	}
	c := &volChan{port: port, f: os.NewFile(uintptr(fd), dev), nextID: 1, pending: map[uint64]*volCall{}, resyncs: make(chan struct{}, 1)}
	c.cond = sync.NewCond(&c.mu)
	c.hunting = 1
	go c.resyncLoop()
	go c.readLoop()
	c.resync()
	return c, nil
}

func findPort(name string) (string, error) {
	dirs, _ := filepath.Glob("/sys/class/virtio-ports/*")
	for _, d := range dirs {
		b, err := os.ReadFile(filepath.Join(d, "name"))
		if err == nil && strings.TrimSpace(string(b)) == name {
			return "/dev/" + filepath.Base(d), nil
		}
	}
	return "", fmt.Errorf("virtio port %s not found", name)
}

// resync asks for a resynchronisation (coalesced with one already asked for).
func (c *volChan) resync() {
	select {
	case c.resyncs <- struct{}{}:
	default:
	}
}

func (c *volChan) resyncLoop() {
	for range c.resyncs {
		atomic.StoreInt32(&c.hunting, 1)
		c.mu.Lock()
		c.gen++
		gen := c.gen
		c.ready = false
		ids := make([]uint64, 0, len(c.pending))
		for id := range c.pending {
			ids = append(ids, id)
		}
		sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
		calls := make([]*volCall, len(ids))
		for i, id := range ids {
			calls[i] = c.pending[id]
			calls[i].written = gen
		}
		c.mu.Unlock()
		c.wmu.Lock()
		c.drops = nil                      // a new server holds none of them
		err := c.write(volwire.SyncMarker) // waits until the host end is connected
		for _, call := range calls {
			if err == nil {
				err = c.write(call.frame)
			}
		}
		c.wmu.Unlock()
		if err != nil {
			logf("volume %s: resync: %v", c.port, err)
			time.Sleep(100 * time.Millisecond)
			c.resync()
			continue
		}
		c.mu.Lock()
		if c.gen == gen {
			c.ready = true
			c.cond.Broadcast()
		}
		c.mu.Unlock()
	}
}

func (c *volChan) write(b []byte) error {
	for len(b) > 0 {
		n, err := c.f.Write(b)
		b = b[n:]
		if err != nil {
			if errors.Is(err, syscall.EAGAIN) {
				time.Sleep(time.Millisecond) // the host end is not connected
				continue
			}
			return err
		}
	}
	return nil
}

// readLoop reads answers; EOF means the host end went (the port reads EOF until it is back).
func (c *volChan) readLoop() {
	buf := make([]byte, 0, 2*volwire.MaxFrame)
	chunk := make([]byte, 256<<10)
	backoff := 10 * time.Millisecond
	for {
		n, err := c.f.Read(chunk)
		if n <= 0 && err != nil && errors.Is(err, syscall.EAGAIN) {
			time.Sleep(time.Millisecond)
			continue
		}
		if n <= 0 {
			c.mu.Lock()
			if c.downAt.IsZero() {
				c.downAt = time.Now()
			}
			c.mu.Unlock()
			atomic.StoreInt32(&c.hunting, 1)
			c.resync()
			c.failStale()
			time.Sleep(backoff)
			if backoff < 500*time.Millisecond {
				backoff *= 2
			}
			continue
		}
		backoff = 10 * time.Millisecond
		c.mu.Lock()
		c.downAt = time.Time{}
		c.mu.Unlock()
		buf = append(buf, chunk[:n]...)
		buf = c.consume(buf)
	}
}

// consume takes whole frames (and markers) off buf and returns what is left.
func (c *volChan) consume(buf []byte) []byte {
	for {
		if atomic.LoadInt32(&c.hunting) == 1 {
			after, keep, found := volwire.Hunt(buf, volwire.AckMarker)
			if !found {
				return append(buf[:0], keep...)
			}
			buf = append(buf[:0], after...)
			atomic.StoreInt32(&c.hunting, 0)
			continue
		}
		if yes, maybe := volwire.HasPrefix(buf, volwire.AckMarker); yes {
			buf = append(buf[:0], buf[len(volwire.AckMarker):]...)
			continue
		} else if maybe && len(buf) < len(volwire.AckMarker) {
			return buf
		}
		f, used, whole, err := volwire.Parse(buf)
		if err != nil {
			logf("volume %s: %v: resynchronising", c.port, err)
			atomic.StoreInt32(&c.hunting, 1)
			c.resync()
			continue
		}
		if !whole {
			return buf
		}
		body := append([]byte(nil), f.Body...)
		buf = append(buf[:0], buf[used:]...)
		if f.ID == 0 {
			if c.onNote != nil {
				c.onNote(f.Code, body)
			}
			continue
		}
		c.mu.Lock()
		call := c.pending[f.ID]
		delete(c.pending, f.ID)
		c.mu.Unlock()
		if call != nil {
			call.done <- volAnswer{errno: syscall.Errno(f.Code), body: body}
		}
	}
}

// failStale answers EIO to every call once the server has been gone for volDisconnectedTimeout.
func (c *volChan) failStale() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.downAt.IsZero() || time.Since(c.downAt) < volDisconnectedTimeout {
		return
	}
	for id, call := range c.pending {
		delete(c.pending, id)
		call.done <- volAnswer{errno: syscall.EIO}
	}
	c.cond.Broadcast()
}

// call sends one request and waits for its answer.
func (c *volChan) call(op uint16, fill func(w *volwire.Writer)) (syscall.Errno, *volwire.Reader) {
	return c.start(op, fill).wait()
}

// start sends one request (it is on the port, or failed, when start returns); wait takes its
// answer, once.
func (c *volChan) start(op uint16, fill func(w *volwire.Writer)) *volCall {
	c.mu.Lock()
	id := c.nextID
	c.nextID++
	w := volwire.NewFrame(id, op)
	if fill != nil {
		fill(w)
	}
	call := &volCall{frame: w.Done(), done: make(chan volAnswer, 1)}
	c.pending[id] = call
	for !c.ready && len(call.done) == 0 {
		c.cond.Wait()
	}
	if len(call.done) > 0 { // failed while the server was gone
		c.mu.Unlock()
		return call
	}
	gen := c.gen
	write := call.written != gen
	call.written = gen
	c.mu.Unlock()
	if write {
		c.wmu.Lock()
		c.mu.Lock()
		current := c.gen == gen
		c.mu.Unlock()
		if current { // else the resync that overtook it writes it
			c.writeOut(call.frame)
		}
		c.wmu.Unlock()
	}
	return call
}

// writeOut writes the closed handles waiting, then b, in one write. Called with wmu held.
func (c *volChan) writeOut(b []byte) {
	if len(c.drops) > 0 {
		w := volwire.NewFrame(0, volwire.OpDrop).U32(uint32(len(c.drops)))
		for _, fh := range c.drops {
			w.U64(fh)
		}
		b = append(w.Done(), b...)
		c.drops = c.drops[:0]
	}
	if len(b) == 0 {
		return
	}
	if err := c.write(b); err != nil {
		logf("volume %s: write: %v", c.port, err)
	}
}

// flush writes the closed handles waiting.
func (c *volChan) flush() {
	c.wmu.Lock()
	defer c.wmu.Unlock()
	c.writeOut(nil)
}

// drop tells the server, with the next write, that the guest closed handle fh (no answer).
func (c *volChan) drop(fh uint64) {
	c.wmu.Lock()
	defer c.wmu.Unlock()
	c.drops = append(c.drops, fh)
	switch {
	case len(c.drops) >= volDropMax:
		c.writeOut(nil)
	case c.dropTimer == nil:
		c.dropTimer = time.AfterFunc(volDropFor, c.flush)
	case len(c.drops) == 1:
		c.dropTimer.Reset(volDropFor)
	}
}

func (call *volCall) wait() (syscall.Errno, *volwire.Reader) {
	a := <-call.done
	return a.errno, &volwire.Reader{B: a.body}
}

// generation counts the channel's resynchronisations: a new server (a restore, a fork, a
// restart) may see a volume changed in ways this guest was not told of.
func (c *volChan) generation() uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.gen
}

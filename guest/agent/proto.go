// The wire format of docs/guest-protocol.md: length-prefixed frames (JSON header + raw body) on
// the virtio-serial port, one goroutine per request, responses written whole under one lock.
package main

import (
	"bufio"
	"encoding/binary"
	"encoding/json"
	"errors"
	"io"
	"os"
	"sync"
	"syscall"
	"time"
)

const maxFrame = 40 << 20

type request struct {
	ID         uint64            `json:"id"`
	Type       string            `json:"type"`
	Version    int               `json:"version"`
	UnixNs     int64             `json:"unix_ns"`
	EntropyB64 string            `json:"entropy_b64"`
	Net        *netConfig        `json:"net"`
	Hostname   string            `json:"hostname"`
	Container  *containerSpec    `json:"container"`
	Volumes    []volumeSpec      `json:"volumes"`
	Args       []string          `json:"args"`
	Cwd        string            `json:"cwd"`
	Env        []string          `json:"env"`
	Background bool              `json:"background"`
	MaxOutput  int               `json:"max_output"`
	SessionID  string            `json:"session_id"`
	Command    string            `json:"command"`
	Path       string            `json:"path"`
	Mode       *uint32           `json:"mode"`
	MaxBytes   int64             `json:"max_bytes"`
	Offset     int64             `json:"offset"`
	Chunk      int64             `json:"chunk"`
	From       string            `json:"from"`
	To         string            `json:"to"`
	TimeoutMs  int64             `json:"timeout_ms"`
	CommandID  string            `json:"command_id"`
	Stdin      bool              `json:"stdin"`
	Resident   bool              `json:"resident"`
	Pty        *ptySize          `json:"pty"`
	Cursor     int64             `json:"cursor"`
	WaitMs     int64             `json:"wait_ms"`
	Reader     string            `json:"reader"`
	Eof        bool              `json:"eof"`
	Signal     string            `json:"signal"`
	Cols       int               `json:"cols"`
	Rows       int               `json:"rows"`
	User       string            `json:"user"`
	Xattrs     map[string]string `json:"xattrs"`
	WatchID    string            `json:"watch_id"`
	Recursive  bool              `json:"recursive"`
	body       []byte
}

type response map[string]any

// agentError is answered as an `error` frame with a protocol code.
type agentError struct {
	code string
	msg  string
}

func (e *agentError) Error() string { return e.code + ": " + e.msg }

func errf(code, msg string) error { return &agentError{code, msg} }

// toAgentError maps an OS error to a protocol code.
func toAgentError(err error) *agentError {
	var ae *agentError
	if errors.As(err, &ae) {
		return ae
	}
	var errno syscall.Errno
	code := "io"
	if errors.As(err, &errno) {
		switch errno {
		case syscall.ENOENT:
			code = "not_found"
		case syscall.EEXIST, syscall.ENOTEMPTY:
			code = "exists"
		case syscall.EISDIR:
			code = "is_directory"
		case syscall.ENOTDIR:
			code = "not_directory"
		case syscall.EFBIG:
			code = "too_large"
		case syscall.EINVAL:
			code = "bad_request"
		case syscall.ENAMETOOLONG:
			code = "name_too_long"
		case syscall.ELOOP:
			code = "symlink_loop"
		case syscall.EACCES, syscall.EPERM:
			code = "permission_denied"
		case syscall.EROFS:
			code = "read_only"
		}
	}
	return &agentError{code, err.Error()}
}

type channel struct {
	f   *os.File
	wmu sync.Mutex
}

func (c *channel) send(id uint64, hdr response, body []byte) {
	hdr["id"] = id
	h, err := json.Marshal(hdr)
	if err != nil {
		logf("marshal: %v", err)
		return
	}
	head := make([]byte, 8, 8+len(h))
	binary.BigEndian.PutUint32(head[0:4], uint32(len(h)))
	binary.BigEndian.PutUint32(head[4:8], uint32(len(body)))
	head = append(head, h...)
	c.wmu.Lock()
	defer c.wmu.Unlock()
	// The body is written from where it is: a copy of a 16 MiB file read would double the agent's
	// peak in a small guest.
	if c.writeAll(head) {
		c.writeAll(body)
	}
}

// writeAll writes b whole (wmu held); false if the port failed.
func (c *channel) writeAll(b []byte) bool {
	for len(b) > 0 {
		n, err := c.f.Write(b)
		b = b[n:]
		if err != nil {
			if errors.Is(err, syscall.EAGAIN) {
				time.Sleep(time.Millisecond)
				continue
			}
			logf("write: %v", err)
			return false
		}
	}
	return true
}

// readFrames reads requests forever. While the host end is disconnected the port reads EOF;
// the agent waits for the host to come back (a partial frame is dropped).
func (c *channel) readFrames(handle func(*request)) {
	r := bufio.NewReaderSize(c.f, 1<<20)
	var lens [8]byte
	for {
		if _, err := io.ReadFull(r, lens[:]); err != nil {
			time.Sleep(5 * time.Millisecond)
			continue
		}
		hl := binary.BigEndian.Uint32(lens[0:4])
		bl := binary.BigEndian.Uint32(lens[4:8])
		if uint64(hl)+uint64(bl)+8 > maxFrame {
			logf("frame too large (%d+%d bytes): dropping the channel contents", hl, bl)
			r.Reset(c.f)
			continue
		}
		buf := make([]byte, int(hl)+int(bl))
		if _, err := io.ReadFull(r, buf); err != nil {
			logf("short frame: %v", err)
			continue
		}
		req := &request{}
		if err := json.Unmarshal(buf[:hl], req); err != nil {
			logf("bad header: %v", err)
			continue
		}
		req.body = buf[hl:]
		go handle(req)
	}
}

// reply is what a handler returns: a header and an optional body.
type reply struct {
	hdr  response
	body []byte
}

func ok(extra response) reply {
	if extra == nil {
		extra = response{}
	}
	extra["type"] = "ok"
	return reply{hdr: extra}
}

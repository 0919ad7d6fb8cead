// Open files by the guest's handle number. A handle this server never saw (it started after a
// restore, a fork or a crash of the one before) is opened again by the path and flags the request
// carries, without O_CREAT, O_EXCL or O_TRUNC: a restarted server goes on where the last one left
// off. At most maxHandles stay open; the least recently used idle one is closed and reopened on its
// next use.
package main

import (
	"sync"
	"syscall"
)

const maxHandles = 512

type handle struct {
	fd      int
	users   int
	stamp   uint64
	dropped bool
	dirMu   sync.Mutex // one readdir at a time: lseek and getdents share the offset
}

type handleTable struct {
	mu    sync.Mutex
	m     map[uint64]*handle
	clock uint64
}

func newHandleTable() *handleTable { return &handleTable{m: map[uint64]*handle{}} }

// add records a descriptor just opened for fh (an open or create), replacing an older one.
func (t *handleTable) add(fh uint64, fd int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if old, ok := t.m[fh]; ok {
		t.drop(fh, old)
	}
	t.clock++
	t.m[fh] = &handle{fd: fd, stamp: t.clock}
	t.evict()
}

// acquire returns fh's handle, reopening it by path if need be; done must follow.
func (t *handleTable) acquire(v *volume, fh uint64, path string, flags int) (*handle, error) {
	t.mu.Lock()
	if h, ok := t.m[fh]; ok {
		t.clock++
		h.stamp = t.clock
		h.users++
		t.mu.Unlock()
		return h, nil
	}
	t.mu.Unlock()
	fd, err := v.open(path, flags&^(syscall.O_CREAT|syscall.O_EXCL|syscall.O_TRUNC), 0)
	if err != nil {
		return nil, err
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if h, ok := t.m[fh]; ok { // reopened meanwhile by a concurrent request
		syscall.Close(fd)
		h.users++
		return h, nil
	}
	t.clock++
	h := &handle{fd: fd, stamp: t.clock, users: 1}
	t.m[fh] = h
	t.evict()
	return h, nil
}

func (t *handleTable) done(h *handle) {
	t.mu.Lock()
	defer t.mu.Unlock()
	h.users--
	if h.dropped && h.users == 0 {
		syscall.Close(h.fd)
	}
}

// release forgets fh (the guest closed it).
func (t *handleTable) release(fh uint64) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if h, ok := t.m[fh]; ok {
		t.drop(fh, h)
	}
}

// drop removes h from the table; its descriptor closes now, or when its last user is done.
func (t *handleTable) drop(fh uint64, h *handle) {
	delete(t.m, fh)
	h.dropped = true
	if h.users == 0 {
		syscall.Close(h.fd)
	}
}

// evict closes the least recently used idle handles beyond maxHandles.
func (t *handleTable) evict() {
	for len(t.m) > maxHandles {
		var oldest uint64
		var victim *handle
		for fh, h := range t.m {
			if h.users == 0 && (victim == nil || h.stamp < victim.stamp) {
				oldest, victim = fh, h
			}
		}
		if victim == nil {
			return
		}
		t.drop(oldest, victim)
	}
}

// closeAll closes every descriptor (the connection ended).
func (t *handleTable) closeAll() {
	t.mu.Lock()
	defer t.mu.Unlock()
	for fh, h := range t.m {
		t.drop(fh, h)
	}
}

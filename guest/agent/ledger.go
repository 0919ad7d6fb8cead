// The output ledger of one command (docs/commands.md): its output as numbered frames (seq 0, 1,
// ...) kept in memory up to a cap, then an end (exit code, timed_out) whose seq follows the last
// frame. Readers ask for the frames from a cursor and may wait for new ones; nothing a reader is
// given is ever changed or renumbered, so a reader that resumes from the next seq it has not seen
// gets the rest with no gap and no repeat.
//
// Past the cap the oldest frames go, and a reader whose cursor is below the first kept frame is
// told how many bytes went. A reader that keeps asking (a follower, named by the host) is never
// overtaken: while one has not read the oldest frame, the command's output waits (its pipe fills
// and the writer blocks) instead of being dropped, for as long as the follower keeps asking.
package main

import (
	"sync"
	"time"
)

const (
	// ledgerCap is what one command's ledger keeps before the oldest frames go.
	ledgerCap = 16 << 20
	// ledgerFloor: a command's ledger may shrink to this under the sandbox-wide budget, not below.
	ledgerFloor = 1 << 20
	// followerHold: a follower that has not asked for this long no longer holds output back.
	followerHold = 5 * time.Second
	// A follower asking again within lingerAfter of its last answer is reading a busy stream: an
	// answer smaller than lingerBytes waits up to lingerFor for more, so that each round trip
	// carries a batch rather than a frame. A first answer, or one after a pause, never waits.
	lingerAfter = 50 * time.Millisecond
	lingerBytes = 256 << 10
	lingerFor   = 10 * time.Millisecond
)

type frame struct {
	seq    int64
	stream string // stdout, stderr or pty
	data   []byte
	at     int64 // unix ns when read from the command
}

// ledgerEnd is the command's end, known once it exited and its output reached EOF.
type ledgerEnd struct {
	seq      int64
	exitCode int
	timedOut bool
}

// ledgerBudget is shared by every ledger of a sandbox: the bytes they hold together.
type ledgerBudget struct {
	mu    sync.Mutex
	max   int
	total int
	// over is called (without locks held) when an append left total above max.
	over func()
}

func (b *ledgerBudget) add(n int) (overBy int) {
	if b == nil {
		return 0
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	b.total += n
	return b.total - b.max
}

// room is how many bytes a ledger holding `own` may hold under the budget.
func (b *ledgerBudget) room(own int) int {
	if b == nil {
		return 1 << 62
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.max - (b.total - own)
}

type ledger struct {
	mu      sync.Mutex
	changed chan struct{} // closed and replaced whenever frames, the end or a follower change
	frames  []frame       // frames[i].seq == first+i
	first   int64
	next    int64
	bytes   int
	dropped int64 // bytes of frames gone past the cap
	cap     int
	budget  *ledgerBudget
	end     *ledgerEnd
	// followers: the next seq each named reader will ask for, and when it last asked.
	followers map[string]follower
	hold      time.Duration // followerHold (a test may shorten it)
	// now is the clock of the at_unix_ns stamps (a test may replace it).
	now func() int64
}

type follower struct {
	cursor int64
	seen   time.Time
}

func newLedger(cap int, budget *ledgerBudget) *ledger {
	return &ledger{changed: make(chan struct{}), cap: cap, budget: budget,
		followers: map[string]follower{}, hold: followerHold, now: func() int64 { return time.Now().UnixNano() }}
}

func (l *ledger) signal() {
	close(l.changed)
	l.changed = make(chan struct{})
}

// append adds one frame. While the ledger is full and a live follower has not read its oldest
// frame, it waits instead of dropping (see the file comment). A copy of data is kept.
func (l *ledger) append(stream string, data []byte) {
	if len(data) == 0 {
		return
	}
	kept := append([]byte(nil), data...)
	l.mu.Lock()
	for len(l.frames) > 0 && l.bytes+len(kept) > l.limit() {
		if l.heldBack(l.first) {
			ch := l.changed
			l.mu.Unlock()
			select {
			case <-ch:
			case <-time.After(200 * time.Millisecond):
			}
			l.mu.Lock()
			continue
		}
		l.dropFirst()
	}
	l.frames = append(l.frames, frame{seq: l.next, stream: stream, data: kept, at: l.now()})
	l.next++
	l.bytes += len(kept)
	l.signal()
	l.mu.Unlock()
	if l.budget.add(len(kept)) > 0 && l.budget.over != nil {
		l.budget.over()
	}
}

// limit is the ledger's cap, lowered (not below ledgerFloor) when the sandbox's ledgers together
// are over their budget.
func (l *ledger) limit() int {
	limit := l.cap
	if room := l.budget.room(l.bytes); room < limit {
		limit = room
		if limit < ledgerFloor {
			limit = ledgerFloor
		}
	}
	return limit
}

func (l *ledger) dropFirst() {
	f := l.frames[0]
	l.frames[0] = frame{}
	l.frames = l.frames[1:]
	l.first++
	l.bytes -= len(f.data)
	l.dropped += int64(len(f.data))
	l.budget.add(-len(f.data))
}

// heldBack: a follower that asked within l.hold has not read frame seq yet.
func (l *ledger) heldBack(seq int64) bool {
	for name, f := range l.followers {
		if time.Since(f.seen) > l.hold {
			delete(l.followers, name)
			continue
		}
		if f.cursor <= seq {
			return true
		}
	}
	return false
}

// finish records the end; no frame is added after it.
func (l *ledger) finish(exitCode int, timedOut bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.end == nil {
		l.end = &ledgerEnd{seq: l.next, exitCode: exitCode, timedOut: timedOut}
		l.signal()
	}
}

// release forgets every frame (the command is removed from the table).
func (l *ledger) release() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.budget.add(-l.bytes)
	l.first += int64(len(l.frames))
	l.frames = nil
	l.bytes = 0
	l.followers = map[string]follower{}
	l.signal()
}

// ledgerRead is one answer to a reader.
type ledgerRead struct {
	// dropped: frames from the cursor up to seq droppedSeq are gone; droppedBytes is every byte
	// the ledger dropped before its first kept frame. Zero when nothing the reader asked for went.
	droppedSeq   int64
	droppedBytes int64
	frames       []frame
	end          *ledgerEnd // set when the answer reaches the end
	next         int64      // the seq the ledger's next frame will have (what exists now ends below it)
}

// read answers the frames with seq >= cursor, at most maxBytes of data (but always at least one
// frame), and the end when the answer reaches it. With wait > 0 and nothing to answer yet, it
// waits up to wait for something. A non-empty reader names a follower (see heldBack).
func (l *ledger) read(cursor int64, maxBytes int, wait time.Duration, reader string) ledgerRead {
	deadline := time.Now().Add(wait)
	l.mu.Lock()
	defer l.mu.Unlock()
	if cursor < 0 {
		cursor = 0
	}
	var linger time.Time
	if prev, ok := l.followers[reader]; ok && reader != "" && wait > 0 && time.Since(prev.seen) < lingerAfter {
		linger = time.Now().Add(lingerFor)
	}
	for {
		var r ledgerRead
		next := cursor
		if next < l.first && l.dropped > 0 {
			r.droppedSeq, r.droppedBytes = l.first-1, l.dropped
			next = l.first
		}
		size := 0
		for i := next - l.first; i >= 0 && i < int64(len(l.frames)); i++ {
			f := l.frames[i]
			if len(r.frames) > 0 && size+len(f.data) > maxBytes {
				break
			}
			r.frames = append(r.frames, f)
			size += len(f.data)
			next = f.seq + 1
		}
		if l.end != nil && next >= l.end.seq {
			r.end = l.end
		}
		r.next = l.next
		if left := time.Until(linger); left > 0 && size < lingerBytes && len(r.frames) > 0 && r.end == nil && l.end == nil {
			ch := l.changed
			l.mu.Unlock()
			t := time.NewTimer(left)
			select {
			case <-ch:
			case <-t.C:
			}
			t.Stop()
			l.mu.Lock()
			continue
		}
		if reader != "" {
			l.followers[reader] = follower{cursor: next, seen: time.Now()}
			if next != cursor {
				l.signal() // an append waiting for this follower may go on
			}
		}
		left := time.Until(deadline)
		if len(r.frames) > 0 || r.droppedBytes > 0 || r.end != nil || left <= 0 {
			return r
		}
		ch := l.changed
		l.mu.Unlock()
		t := time.NewTimer(left)
		select {
		case <-ch:
		case <-t.C:
		}
		t.Stop()
		l.mu.Lock()
	}
}

// size is the number of bytes the ledger holds now.
func (l *ledger) size() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.bytes
}

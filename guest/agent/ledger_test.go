package main

import (
	"bytes"
	"testing"
	"time"
)

func TestLedgerNumbersFramesAndEnds(t *testing.T) {
	l := newLedger(ledgerCap, nil)
	l.append("stdout", []byte("a"))
	l.append("stderr", []byte("bb"))
	l.append("stdout", nil) // nothing: no frame
	l.finish(3, false)
	r := l.read(0, 1<<20, 0, "")
	if len(r.frames) != 2 || r.frames[0].seq != 0 || r.frames[1].seq != 1 || r.frames[1].stream != "stderr" {
		t.Fatalf("frames: %+v", r.frames)
	}
	if r.end == nil || r.end.seq != 2 || r.end.exitCode != 3 || r.end.timedOut || r.next != 2 {
		t.Fatalf("end: %+v next %d", r.end, r.next)
	}
	if r := l.read(2, 1<<20, 0, ""); len(r.frames) != 0 || r.end == nil || r.end.seq != 2 {
		t.Fatalf("read at the end: %+v", r)
	}
}

func TestLedgerResumesFromACursorWithNoGapAndNoRepeat(t *testing.T) {
	l := newLedger(ledgerCap, nil)
	var want []byte
	for i := 0; i < 100; i++ {
		chunk := bytes.Repeat([]byte{byte(i)}, 1000+i)
		want = append(want, chunk...)
		l.append("stdout", chunk)
	}
	l.finish(0, false)
	var got []byte
	cursor := int64(0)
	for {
		r := l.read(cursor, 5000, 0, "") // a few frames per answer, as a reader cut off and resumed
		for _, f := range r.frames {
			if f.seq != cursor {
				t.Fatalf("frame %d where %d was next", f.seq, cursor)
			}
			got = append(got, f.data...)
			cursor = f.seq + 1
		}
		if r.end != nil {
			break
		}
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("got %d bytes, want %d", len(got), len(want))
	}
}

func TestLedgerAnswersAtLeastOneFrameBeyondMaxBytes(t *testing.T) {
	l := newLedger(ledgerCap, nil)
	l.append("stdout", make([]byte, 100))
	if r := l.read(0, 10, 0, ""); len(r.frames) != 1 {
		t.Fatalf("frames: %d", len(r.frames))
	}
}

func TestLedgerDropsTheOldestPastItsCapAndSaysHowMuch(t *testing.T) {
	l := newLedger(10, nil)
	for i := 0; i < 5; i++ {
		l.append("stdout", []byte("abcd")) // 4 bytes each: only 2 frames fit
	}
	r := l.read(0, 1<<20, 0, "")
	if r.droppedSeq != 2 || r.droppedBytes != 12 {
		t.Fatalf("dropped: seq %d bytes %d", r.droppedSeq, r.droppedBytes)
	}
	if len(r.frames) != 2 || r.frames[0].seq != 3 || r.frames[1].seq != 4 {
		t.Fatalf("frames: %+v", r.frames)
	}
	// A reader already past the dropped frames is told nothing about them.
	if r := l.read(3, 1<<20, 0, ""); r.droppedBytes != 0 || len(r.frames) != 2 {
		t.Fatalf("read from 3: %+v", r)
	}
}

func TestLedgerWaitsForNewFrames(t *testing.T) {
	l := newLedger(ledgerCap, nil)
	go func() {
		time.Sleep(100 * time.Millisecond)
		l.append("stdout", []byte("late"))
	}()
	start := time.Now()
	r := l.read(0, 1<<20, 5*time.Second, "")
	if len(r.frames) != 1 || string(r.frames[0].data) != "late" {
		t.Fatalf("frames: %+v", r.frames)
	}
	if waited := time.Since(start); waited < 80*time.Millisecond || waited > 2*time.Second {
		t.Fatalf("answered after %v", waited)
	}
	if r := l.read(1, 1<<20, 50*time.Millisecond, ""); len(r.frames) != 0 || r.end != nil {
		t.Fatalf("nothing new must answer empty: %+v", r)
	}
}

func TestLedgerHoldsOutputBackForALiveFollowerInsteadOfDropping(t *testing.T) {
	l := newLedger(10, nil)
	l.read(0, 1<<20, 0, "f") // a follower at seq 0
	l.append("stdout", []byte("abcd"))
	l.append("stdout", []byte("efgh"))
	appended := make(chan struct{})
	go func() {
		l.append("stdout", []byte("ijkl")) // over the cap: must wait for the follower
		close(appended)
	}()
	select {
	case <-appended:
		t.Fatal("the append dropped a frame the follower had not read")
	case <-time.After(300 * time.Millisecond):
	}
	r := l.read(0, 1<<20, 0, "f")
	if len(r.frames) != 2 || r.droppedBytes != 0 {
		t.Fatalf("follower read: %+v", r)
	}
	select {
	case <-appended:
	case <-time.After(2 * time.Second):
		t.Fatal("the append still waits after the follower read on")
	}
	if r := l.read(2, 1<<20, 0, "f"); len(r.frames) != 1 || string(r.frames[0].data) != "ijkl" {
		t.Fatalf("after: %+v", r)
	}
}

func TestLedgerStopsHoldingForAFollowerThatStoppedAsking(t *testing.T) {
	l := newLedger(10, nil)
	l.hold = 100 * time.Millisecond
	l.read(0, 1<<20, 0, "f")
	for i := 0; i < 4; i++ {
		l.append("stdout", []byte("abcd"))
	}
	if r := l.read(0, 1<<20, 0, ""); r.droppedBytes != 8 {
		t.Fatalf("dropped %d bytes", r.droppedBytes)
	}
}

func TestLedgerBudgetShrinksALedgerDownToItsFloor(t *testing.T) {
	b := &ledgerBudget{max: ledgerFloor}
	other := newLedger(ledgerCap, b)
	other.append("stdout", make([]byte, ledgerFloor)) // the whole budget
	l := newLedger(ledgerCap, b)
	for i := 0; i < 3; i++ {
		l.append("stdout", make([]byte, ledgerFloor/2))
	}
	if got := l.size(); got != ledgerFloor {
		t.Fatalf("ledger holds %d bytes, want its floor %d", got, ledgerFloor)
	}
	other.release()
	if b.add(0) != ledgerFloor-b.max {
		t.Fatalf("budget total after release: %d", b.add(0)+b.max)
	}
}

func TestLedgerBatchesForAFollowerOfABusyStream(t *testing.T) {
	l := newLedger(ledgerCap, nil)
	l.append("stdout", []byte("first"))
	if r := l.read(0, 1<<20, time.Second, "f"); len(r.frames) != 1 {
		t.Fatalf("a first answer must not wait: %+v", r)
	}
	go func() {
		for i := 0; i < 5; i++ {
			l.append("stdout", []byte("x"))
			time.Sleep(time.Millisecond)
		}
	}()
	time.Sleep(200 * time.Microsecond)
	r := l.read(1, 1<<20, time.Second, "f")
	if len(r.frames) < 3 {
		t.Fatalf("a busy follower got %d frames in one answer", len(r.frames))
	}
}

func TestLedgerBudgetIsAnEighthOfMemoryWithinBounds(t *testing.T) {
	for mem, want := range map[int64]int{128 << 20: 16 << 20, 256 << 20: 32 << 20, 1 << 30: 64 << 20} {
		if got := ledgerBudgetFor(mem); got != want {
			t.Fatalf("budget for %d MiB: %d, want %d", mem>>20, got, want)
		}
	}
}

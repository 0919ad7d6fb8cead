// The file server over a socket pair on a temporary directory: the wire, the confinement of
// paths (the jail is the first wall, tested from a guest in packages/server/test/volumes-*.test.ts;
// this is the second), handles reopened by a new server, and requests sent twice.
package main

import (
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"warren.dev/guest/agent/volwire"
)

type client struct {
	t     *testing.T
	conn  net.Conn
	next  uint64
	buf   []byte
	chunk []byte // reused: a fresh MiB a read made 100,000 files take minutes
}

func startServer(t *testing.T, root string, readOnly bool) *client {
	t.Helper()
	return startServerWith(t, root, &volume{readOnly: readOnly})
}

// startServerWith serves root with v's settings (its root and handles are filled in).
func startServerWith(t *testing.T, root string, v *volume) *client {
	t.Helper()
	a, b := net.Pipe()
	fd, err := syscall.Open(root, oPath|syscall.O_DIRECTORY, 0)
	if err != nil {
		t.Fatal(err)
	}
	v.root, v.handles = fd, newHandleTable()
	go func() {
		_ = serve(b, v)
		v.handles.closeAll()
		syscall.Close(fd)
	}()
	c := &client{t: t, conn: a, next: 1}
	t.Cleanup(func() { a.Close() })
	c.sync([]byte("stale half frame"))
	return c
}

// sync sends junk then the marker, and reads up to the ack.
func (c *client) sync(junk []byte) {
	go func() { _, _ = c.conn.Write(append(append([]byte{}, junk...), volwire.SyncMarker...)) }()
	for {
		if after, _, found := volwire.Hunt(c.buf, volwire.AckMarker); found {
			c.buf = after
			return
		}
		c.read()
	}
}

func (c *client) read() {
	if c.chunk == nil {
		c.chunk = make([]byte, 1<<20)
	}
	_ = c.conn.SetReadDeadline(time.Now().Add(10 * time.Second))
	n, err := c.conn.Read(c.chunk)
	if err != nil {
		c.t.Fatalf("read: %v", err)
	}
	c.buf = append(c.buf, c.chunk[:n]...)
}

// call sends one request and returns its errno and fields.
func (c *client) call(op uint16, fill func(w *volwire.Writer)) (syscall.Errno, *volwire.Reader) {
	c.t.Helper()
	id := c.next
	c.next++
	w := volwire.NewFrame(id, op)
	if fill != nil {
		fill(w)
	}
	frame := w.Done()
	go func() { _, _ = c.conn.Write(frame) }()
	return c.answer(id)
}

func (c *client) answer(id uint64) (syscall.Errno, *volwire.Reader) {
	for {
		if yes, _ := volwire.HasPrefix(c.buf, volwire.AckMarker); yes {
			c.buf = c.buf[len(volwire.AckMarker):]
			continue
		}
		f, used, whole, err := volwire.Parse(c.buf)
		if err != nil {
			c.t.Fatal(err)
		}
		if whole {
			c.buf = c.buf[used:]
			if f.ID != id {
				c.t.Fatalf("answer for %d, wanted %d", f.ID, id)
			}
			return syscall.Errno(f.Code), &volwire.Reader{B: f.Body}
		}
		c.read()
	}
}

// note reads the next frame, which must be a note (id 0).
func (c *client) note() volwire.Frame {
	c.t.Helper()
	for {
		f, used, whole, err := volwire.Parse(c.buf)
		if err != nil {
			c.t.Fatal(err)
		}
		if whole {
			c.buf = c.buf[used:]
			if f.ID != 0 {
				c.t.Fatalf("answer %d, wanted a note", f.ID)
			}
			return f
		}
		c.read()
	}
}

func path1(p string) func(w *volwire.Writer) { return func(w *volwire.Writer) { w.Str(p) } }

func (c *client) mustOK(e syscall.Errno, what string) {
	c.t.Helper()
	if e != 0 {
		c.t.Fatalf("%s: %v", what, e)
	}
}

func (c *client) create(fh uint64, p string, mode uint32) syscall.Errno {
	e, _ := c.call(volwire.OpCreate, func(w *volwire.Writer) {
		w.U64(fh).Str(p).U32(syscall.O_RDWR | syscall.O_EXCL).U32(mode)
	})
	return e
}

func (c *client) write(fh uint64, p string, off uint64, data string) syscall.Errno {
	e, _ := c.call(volwire.OpWrite, func(w *volwire.Writer) {
		w.U64(fh).Str(p).U32(syscall.O_RDWR).U64(off).Data([]byte(data))
	})
	return e
}

func (c *client) readFile(fh uint64, p string) (string, syscall.Errno) {
	e, r := c.call(volwire.OpRead, func(w *volwire.Writer) {
		w.U64(fh).Str(p).U32(syscall.O_RDONLY).U64(0).U32(4096)
	})
	if e != 0 {
		return "", e
	}
	return string(r.Data()), 0
}

func TestReadIntoAndWriteFromTheBounceDisk(t *testing.T) {
	root := t.TempDir()
	bounce, err := os.Create(filepath.Join(t.TempDir(), "vol0.disk"))
	if err != nil {
		t.Fatal(err)
	}
	defer bounce.Close()
	if err := bounce.Truncate(volwire.BounceBytes); err != nil {
		t.Fatal(err)
	}
	c := startServerWith(t, root, &volume{bounce: bounce})
	c.mustOK(c.create(7, "f", 0o644), "create")
	data := []byte(strings.Repeat("0123456789abcdef", 4096)) // 64 KiB
	if _, err := bounce.WriteAt(data, 3*volwire.BounceSlotBytes); err != nil {
		t.Fatal(err)
	}
	at := func(off uint64, size, slot uint32) func(w *volwire.Writer) {
		return func(w *volwire.Writer) { w.U64(7).Str("f").U32(syscall.O_RDWR).U64(off).U32(size).U32(slot) }
	}
	e, r := c.call(volwire.OpWriteFrom, at(100, uint32(len(data)), 3))
	c.mustOK(e, "write from slot 3")
	if n := r.U32(); n != uint32(len(data)) {
		t.Fatalf("wrote %d", n)
	}
	if b, _ := os.ReadFile(filepath.Join(root, "f")); string(b[100:]) != string(data) {
		t.Fatal("the file does not hold slot 3's bytes")
	}
	// Read into slot 5: the length answered, the bytes there; past the end, a short read.
	e, r = c.call(volwire.OpReadInto, at(100, volwire.BounceSlotBytes, 5))
	c.mustOK(e, "read into slot 5")
	if n := r.U32(); n != uint32(len(data)) {
		t.Fatalf("read %d", n)
	}
	got := make([]byte, len(data))
	if _, err := bounce.ReadAt(got, 5*volwire.BounceSlotBytes); err != nil || string(got) != string(data) {
		t.Fatalf("slot 5 does not hold the file's bytes: %v", err)
	}
	for _, bad := range []func(w *volwire.Writer){at(0, 16, volwire.BounceSlots), at(0, volwire.BounceSlotBytes+1, 0)} {
		if e, _ := c.call(volwire.OpReadInto, bad); e != syscall.EINVAL {
			t.Fatalf("a slot or size out of range: %v", e)
		}
		if e, _ := c.call(volwire.OpWriteFrom, bad); e != syscall.EINVAL {
			t.Fatalf("a slot or size out of range: %v", e)
		}
	}
	if st, _ := bounce.Stat(); st.Size() != volwire.BounceBytes {
		t.Fatalf("the bounce disk grew to %d", st.Size())
	}
	// The files API's server has no bounce disk.
	plain := startServer(t, root, false)
	if e, _ := plain.call(volwire.OpReadInto, at(0, 16, 0)); e != syscall.EOPNOTSUPP {
		t.Fatalf("without a bounce disk: %v", e)
	}
}

func TestFilesDirectoriesAndListing(t *testing.T) {
	root := t.TempDir()
	c := startServer(t, root, false)
	e, _ := c.call(volwire.OpMkdir, func(w *volwire.Writer) { w.Str("d").U32(0o755) })
	c.mustOK(e, "mkdir")
	c.mustOK(c.create(7, "d/f", 0o4755), "create")
	c.mustOK(c.write(7, "d/f", 0, "hello"), "write")
	if got, e := c.readFile(7, "d/f"); e != 0 || got != "hello" {
		t.Fatalf("read %q %v", got, e)
	}
	st, err := os.Stat(filepath.Join(root, "d/f"))
	if err != nil || st.Mode()&os.ModeSetuid != 0 || st.Mode().Perm() != 0o755 {
		t.Fatalf("setuid kept or mode wrong: %v %v", st.Mode(), err)
	}
	e, _ = c.call(volwire.OpOpendir, func(w *volwire.Writer) { w.U64(8).Str("d") })
	c.mustOK(e, "opendir")
	e, r := c.call(volwire.OpReaddir, func(w *volwire.Writer) { w.U64(8).Str("d").U64(0).U32(100).U8(1) })
	c.mustOK(e, "readdir")
	names := []string{}
	for n := r.U32(); n > 0; n-- {
		r.U64()
		r.U64()
		r.U32()
		name := r.Str()
		if r.U8() == 1 {
			a := r.Attr()
			if name == "f" && a.Size != 5 {
				t.Fatalf("readdirplus size %d", a.Size)
			}
		}
		names = append(names, name)
	}
	if !strings.Contains(strings.Join(names, ","), "f") {
		t.Fatalf("listing %v", names)
	}
	e, _ = c.call(volwire.OpRename, func(w *volwire.Writer) { w.Str("d/f").Str("g").U32(0) })
	c.mustOK(e, "rename")
	// The handle still reads the renamed file; a path-based lookup of the old name fails.
	if got, e := c.readFile(7, "d/f"); e != 0 || got != "hello" {
		t.Fatalf("read through handle after rename %q %v", got, e)
	}
	if e, _ := c.call(volwire.OpLookup, path1("d/f")); e != syscall.ENOENT {
		t.Fatalf("lookup of renamed: %v", e)
	}
}

func TestPathsNeverLeaveTheVolume(t *testing.T) {
	outside := t.TempDir()
	os.WriteFile(filepath.Join(outside, "secret"), []byte("s"), 0o644)
	root := t.TempDir()
	c := startServer(t, root, false)
	for _, p := range []string{"..", "../secret", "a/../..", "/etc/passwd", ".", "a//b", "a\x00b"} {
		if e, _ := c.call(volwire.OpLookup, path1(p)); e != syscall.EINVAL {
			t.Fatalf("lookup %q: %v", p, e)
		}
	}
	for _, target := range []string{outside, "../" + filepath.Base(outside), "/"} {
		os.Remove(filepath.Join(root, "l"))
		e, _ := c.call(volwire.OpSymlink, func(w *volwire.Writer) { w.Str("l").Str(target) })
		c.mustOK(e, "symlink")
		// Stored, never followed: through it, and onto it, are refused.
		if e, _ := c.call(volwire.OpLookup, path1("l/secret")); e != syscall.ELOOP {
			t.Fatalf("lookup through a symlink to %s: %v", target, e)
		}
		e, _ = c.call(volwire.OpOpen, func(w *volwire.Writer) { w.U64(1).Str("l").U32(syscall.O_RDONLY) })
		if e != syscall.ELOOP {
			t.Fatalf("open of a symlink to %s: %v", target, e)
		}
		e, _ = c.call(volwire.OpCreate, func(w *volwire.Writer) { w.U64(2).Str("l/new").U32(syscall.O_RDWR).U32(0o644) })
		if e != syscall.ELOOP {
			t.Fatalf("create through a symlink to %s: %v", target, e)
		}
	}
	e, _ := c.call(volwire.OpMknod, func(w *volwire.Writer) { w.Str("dev").U32(syscall.S_IFCHR | 0o666).U32(0x0103) })
	if e != syscall.EPERM {
		t.Fatalf("device node: %v", e)
	}
	e, _ = c.call(volwire.OpMknod, func(w *volwire.Writer) { w.Str("fifo").U32(syscall.S_IFIFO | 0o644).U32(0) })
	c.mustOK(e, "fifo")
	long := strings.Repeat("n", 255)
	c.mustOK(c.create(3, long, 0o644), "255-byte name")
	if e := c.create(4, long+"n", 0o644); e != syscall.ENAMETOOLONG {
		t.Fatalf("256-byte name: %v", e)
	}
	e, _ = c.call(volwire.OpSetxattr, func(w *volwire.Writer) { w.Str(long).Str("trusted.x").Data([]byte("v")).U32(0) })
	if e != syscall.EOPNOTSUPP {
		t.Fatalf("trusted xattr: %v", e)
	}
	e, _ = c.call(volwire.OpSetxattr, func(w *volwire.Writer) { w.Str(long).Str("user.x").Data([]byte("v")).U32(0) })
	c.mustOK(e, "user xattr")
	e, r := c.call(volwire.OpGetxattr, func(w *volwire.Writer) { w.Str(long).Str("user.x").U32(16) })
	c.mustOK(e, "getxattr")
	if r.U32(); string(r.Data()) != "v" {
		t.Fatal("xattr value")
	}
	entries, _ := os.ReadDir(outside)
	if len(entries) != 1 {
		t.Fatalf("something was made outside the volume: %v", entries)
	}
}

func TestReadOnlyRefusesChanges(t *testing.T) {
	root := t.TempDir()
	os.WriteFile(filepath.Join(root, "f"), []byte("x"), 0o644)
	c := startServer(t, root, true)
	if e := c.create(1, "g", 0o644); e != syscall.EROFS {
		t.Fatalf("create: %v", e)
	}
	e, _ := c.call(volwire.OpOpen, func(w *volwire.Writer) { w.U64(1).Str("f").U32(syscall.O_WRONLY) })
	if e != syscall.EROFS {
		t.Fatalf("open for writing: %v", e)
	}
	if got, e := c.readFile(2, "f"); e != 0 || got != "x" {
		t.Fatalf("read %q %v", got, e)
	}
}

func TestANewServerReopensHandlesAndRepeatsAreNotRunTwice(t *testing.T) {
	root := t.TempDir()
	c := startServer(t, root, false)
	c.mustOK(c.create(9, "f", 0o644), "create")
	c.mustOK(c.write(9, "f", 0, "abc"), "write")
	// A new server (after a restore): the same handle is opened again by its path.
	c2 := startServer(t, root, false)
	c2.next = 100
	c2.mustOK(c2.write(9, "f", 3, "def"), "write through a handle the server never saw")
	if got, _ := c2.readFile(9, "f"); got != "abcdef" {
		t.Fatalf("content %q", got)
	}
	// An append request sent twice (the guest resent it after a resync) lands once.
	app := volwire.NewFrame(500, volwire.OpCreate)
	app.U64(11).Str("once").U32(syscall.O_RDWR | syscall.O_EXCL).U32(0o644)
	frame := app.Done()
	go func() { _, _ = c2.conn.Write(frame) }()
	if e, _ := c2.answer(500); e != 0 {
		t.Fatalf("first: %v", e)
	}
	c2.sync(nil)
	go func() { _, _ = c2.conn.Write(frame) }()
	if e, _ := c2.answer(500); e != 0 {
		t.Fatalf("the repeat was run again (O_EXCL): %v", e)
	}
}

// The guest sends a file's first write right behind its create, without waiting for the create's
// answer: the server runs the write after the create (else it reopens a path not made yet).
func TestAWriteSentBehindItsCreateRunsAfterIt(t *testing.T) {
	root := t.TempDir()
	c := startServer(t, root, false)
	for i := 0; i < 200; i++ {
		fh, name := uint64(1000+i), "f"+strconv.Itoa(i)
		create := volwire.NewFrame(c.next, volwire.OpCreate)
		create.U64(fh).Str(name).U32(syscall.O_WRONLY | syscall.O_TRUNC).U32(0o644)
		write := volwire.NewFrame(c.next+1, volwire.OpWrite)
		write.U64(fh).Str(name).U32(syscall.O_WRONLY).U64(0).Data([]byte("hello"))
		both := append(create.Done(), write.Done()...)
		go func() { _, _ = c.conn.Write(both) }()
		c.mustOK(func() syscall.Errno { e, _ := c.answer(c.next); return e }(), "create "+name)
		c.mustOK(func() syscall.Errno { e, _ := c.answer(c.next + 1); return e }(), "write "+name)
		c.next += 2
	}
	for i := 0; i < 200; i++ {
		if b, err := os.ReadFile(filepath.Join(root, "f"+strconv.Itoa(i))); err != nil || string(b) != "hello" {
			t.Fatalf("f%d: %q %v", i, b, err)
		}
	}
}

// OpDrop closes the handles it lists, without an answer: a file deleted while open is then out
// of reach through its handle.
func TestDropClosesHandlesWithoutAnAnswer(t *testing.T) {
	root := t.TempDir()
	c := startServer(t, root, false)
	c.mustOK(c.create(7, "gone", 0o644), "create")
	c.mustOK(c.write(7, "gone", 0, "abc"), "write")
	if e, _ := c.call(volwire.OpUnlink, path1("gone")); e != 0 {
		t.Fatal(e)
	}
	if got, e := c.readFile(7, volwire.OrphanPath); e != 0 || got != "abc" {
		t.Fatalf("read through the open handle: %q %v", got, e)
	}
	drop := volwire.NewFrame(0, volwire.OpDrop).U32(1).U64(7).Done()
	if _, err := c.conn.Write(drop); err != nil { // before the read, in the stream's order
		t.Fatal(err)
	}
	if _, e := c.readFile(7, volwire.OrphanPath); e != syscall.ESTALE {
		t.Fatalf("after the drop: %v, want ESTALE", e) // and no answer came for the drop itself
	}
}

// A lookup of a name not there brings its directory's names, when there are at most as many as
// asked for.
func TestALookupOfAMissingNameListsItsDirectory(t *testing.T) {
	root := t.TempDir()
	for _, p := range []string{"d/a", "d/b", "d/c"} {
		if err := os.MkdirAll(filepath.Join(root, filepath.Dir(p)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(root, p), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	c := startServer(t, root, false)
	look := func(p string, max uint32) *volwire.Reader {
		e, r := c.call(volwire.OpLookupList, func(w *volwire.Writer) { w.Str(p).U32(max) })
		c.mustOK(e, "lookup "+p)
		return r
	}
	if r := look("d/a", 10); r.U8() != 1 || r.Attr().Mode&syscall.S_IFMT != syscall.S_IFREG {
		t.Fatal("d/a: not found as a file")
	}
	r := look("d/x", 10)
	if r.U8() != 0 || r.U8() != 1 {
		t.Fatal("d/x: want not found, listed")
	}
	var names []string
	for n := r.U32(); n > 0; n-- {
		names = append(names, r.Str())
	}
	sort.Strings(names)
	if strings.Join(names, ",") != "a,b,c" || r.Err != nil {
		t.Fatalf("names %v (%v)", names, r.Err)
	}
	if r := look("d/x", 2); r.U8() != 0 || r.U8() != 0 {
		t.Fatal("three names, two asked for: want not listed")
	}
	if r := look("top", 10); r.U8() != 0 || r.U8() != 1 || r.U32() != 1 || r.Str() != "d" {
		t.Fatal("the root's names")
	}
	if r := look("no/x", 10); r.U8() != 0 || r.U8() != 0 {
		t.Fatal("in a missing directory: want not found, not listed")
	}
	// d is watched now: a name made or removed there by someone else comes as a note; one this
	// server made does not.
	if err := os.WriteFile(filepath.Join(root, "d", "new"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if f := c.note(); f.Code != volwire.NoteMade || string(f.Body) != string(volwire.NewFrame(0, 0).Str("d").Str("new").B[14:]) {
		t.Fatalf("note %d %q", f.Code, f.Body)
	}
	c.mustOK(c.create(40, "d/own", 0o644), "create")
	if err := os.Remove(filepath.Join(root, "d", "a")); err != nil {
		t.Fatal(err)
	}
	if f := c.note(); f.Code != volwire.NoteGone || string(f.Body) != string(volwire.NewFrame(0, 0).Str("d").Str("a").B[14:]) {
		t.Fatalf("note %d %q (this server's own create is not told back)", f.Code, f.Body)
	}
	if e, _ := c.call(volwire.OpLookupList, func(w *volwire.Writer) { w.Str("../x").U32(10) }); e != syscall.EINVAL {
		t.Fatalf("out of the volume: %v", e)
	}
}

// The filter, in a child process of its own (it cannot be taken off again): no exec, no fork, no
// setuid, no socket; files still work.
func TestSeccompRefusesSpawningAndIdentityChanges(t *testing.T) {
	if os.Getenv("WARREN_SECCOMP_CHILD") == "1" {
		if err := installSeccomp(); err != nil {
			os.Stdout.WriteString("install " + err.Error())
			os.Exit(1)
		}
		var out []string
		err := syscall.Exec("/bin/true", []string{"true"}, nil)
		out = append(out, "exec="+err.Error())
		_, _, errno := syscall.RawSyscall(syscall.SYS_FORK, 0, 0, 0)
		out = append(out, "fork="+errno.Error())
		out = append(out, "setuid="+syscall.Setuid(0).Error())
		_, err = syscall.Socket(syscall.AF_UNIX, syscall.SOCK_STREAM, 0)
		out = append(out, "socket="+err.Error())
		f, err := os.CreateTemp("", "seccomp")
		if err == nil {
			f.Close()
			os.Remove(f.Name())
			out = append(out, "file=ok")
		}
		os.Stdout.WriteString(strings.Join(out, ","))
		os.Exit(0)
	}
	cmd := exec.Command(os.Args[0], "-test.run=TestSeccompRefusesSpawningAndIdentityChanges")
	cmd.Env = append(os.Environ(), "WARREN_SECCOMP_CHILD=1")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("child: %v %s", err, out)
	}
	want := "exec=operation not permitted,fork=operation not permitted,setuid=operation not permitted,socket=operation not permitted,file=ok"
	if string(out) != want {
		t.Fatalf("got %s", out)
	}
}

// 100,000 files through the wire (docs/volumes.md, "Confinement"; too slow for a guest under TCG,
// whose every create is a few round trips over virtio-serial): each made, written and released,
// the directory listed whole through readdir's cookies, nothing made beside the volume, no
// descriptor left open once the handles are released, and all of them removed again.
func TestAHundredThousandFiles(t *testing.T) {
	count := 100_000
	if n, err := strconv.Atoi(os.Getenv("VOLFILES")); err == nil {
		count = n
	}
	parent := t.TempDir()
	root := filepath.Join(parent, "volume")
	os.Mkdir(root, 0o755)
	fds := func() int { e, _ := os.ReadDir("/proc/self/fd"); return len(e) }
	before := fds()
	c := startServer(t, root, false)
	e, _ := c.call(volwire.OpMkdir, func(w *volwire.Writer) { w.Str("many").U32(0o755) })
	c.mustOK(e, "mkdir")
	for i := 0; i < count; i++ {
		p := "many/f" + strconv.Itoa(i)
		fh := uint64(10 + i)
		c.mustOK(c.create(fh, p, 0o644), p)
		c.mustOK(c.write(fh, p, 0, "x"), p)
		e, _ := c.call(volwire.OpRelease, func(w *volwire.Writer) { w.U64(fh) })
		c.mustOK(e, "release")
	}
	e, _ = c.call(volwire.OpOpendir, func(w *volwire.Writer) { w.U64(1).Str("many") })
	c.mustOK(e, "opendir")
	seen := map[string]bool{}
	for off := uint64(0); ; {
		e, r := c.call(volwire.OpReaddir, func(w *volwire.Writer) { w.U64(1).Str("many").U64(off).U32(4096).U8(0) })
		c.mustOK(e, "readdir")
		n := r.U32()
		if n == 0 {
			break
		}
		for ; n > 0; n-- {
			r.U64()
			off = r.U64()
			r.U32()
			name := r.Str()
			r.U8()
			if seen[name] {
				t.Fatalf("%s listed twice", name)
			}
			seen[name] = true
		}
	}
	if len(seen) != count+2 {
		t.Fatalf("listed %d entries, want %d and . and ..", len(seen), count)
	}
	e, _ = c.call(volwire.OpRelease, func(w *volwire.Writer) { w.U64(1) })
	c.mustOK(e, "release")
	if entries, _ := os.ReadDir(parent); len(entries) != 1 {
		t.Fatalf("something was made beside the volume: %v", entries)
	}
	// The server's root and the test's pipe; every file's descriptor is closed.
	if now := fds(); now > before+2 {
		t.Fatalf("%d descriptors open after the handles were released, %d before", now, before)
	}
	// A guest that keeps files open holds no more than maxHandles host descriptors; the rest are
	// reopened by path when used.
	for i := 0; i < 2*maxHandles; i++ {
		p := "many/f" + strconv.Itoa(i)
		e, _ := c.call(volwire.OpOpen, func(w *volwire.Writer) { w.U64(uint64(1_000_000 + i)).Str(p).U32(syscall.O_RDONLY) })
		c.mustOK(e, "open")
	}
	if now := fds(); now > before+2+maxHandles {
		t.Fatalf("%d descriptors open for %d handles", now-before, 2*maxHandles)
	}
	if got, e := c.readFile(1_000_000, "many/f0"); e != 0 || got != "x" {
		t.Fatalf("an evicted handle reads %q %v", got, e)
	}
	for i := 0; i < count; i++ {
		e, _ := c.call(volwire.OpUnlink, path1("many/f"+strconv.Itoa(i)))
		c.mustOK(e, "unlink")
	}
	if entries, _ := os.ReadDir(filepath.Join(root, "many")); len(entries) != 0 {
		t.Fatalf("%d files left", len(entries))
	}
}

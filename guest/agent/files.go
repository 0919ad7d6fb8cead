// File operations inside the container root. Paths are resolved with openat2(RESOLVE_IN_ROOT)
// against /proc/<init>/root, so absolute symlinks and ".." inside the image stay inside it and the
// container's own mounts (/run, /dev/shm) are seen. Once a parent directory is resolved, the last
// component is handled through /proc/self/fd/<dirfd>/<name> with ordinary calls.
package main

import (
	"fmt"
	"io"
	"math/rand"
	"os"
	"path"
	"strings"
	"syscall"
	"unsafe"
)

const (
	sysOpenat2         = 437
	resolveNoMagiclink = 0x02
	resolveInRoot      = 0x10
	oPath              = 0x200000
)

type openHow struct {
	flags   uint64
	mode    uint64
	resolve uint64
}

type rootFS struct{ root string }

func cleanPath(p string) (string, error) {
	if p == "" {
		return "", errf("bad_request", "path is empty")
	}
	return path.Clean("/" + p), nil
}

// open resolves p inside the root and opens it with flags.
func (r rootFS) open(p string, flags int) (*os.File, error) {
	rootfd, err := syscall.Open(r.root, oPath|syscall.O_DIRECTORY|syscall.O_CLOEXEC, 0)
	if err != nil {
		return nil, fmt.Errorf("container root: %w", err)
	}
	defer syscall.Close(rootfd)
	rel := strings.TrimPrefix(p, "/")
	if rel == "" {
		rel = "."
	}
	bp, err := syscall.BytePtrFromString(rel)
	if err != nil {
		return nil, errf("bad_request", "path contains NUL")
	}
	how := openHow{flags: uint64(flags | syscall.O_CLOEXEC), resolve: resolveInRoot | resolveNoMagiclink}
	fd, _, errno := syscall.Syscall6(sysOpenat2, uintptr(rootfd), uintptr(unsafe.Pointer(bp)),
		uintptr(unsafe.Pointer(&how)), unsafe.Sizeof(how), 0, 0)
	if errno != 0 {
		return nil, &os.PathError{Op: "open", Path: p, Err: errno}
	}
	return os.NewFile(fd, p), nil
}

// parent resolves the directory holding p; name is p's last component ("" for the root).
type parentDir struct {
	f    *os.File
	name string
}

func (d parentDir) path() string { return fmt.Sprintf("/proc/self/fd/%d/%s", d.f.Fd(), d.name) }
func (d parentDir) close()       { d.f.Close() }
func (r rootFS) parent(p string) (parentDir, error) {
	f, err := r.open(path.Dir(p), oPath|syscall.O_DIRECTORY)
	if err != nil {
		return parentDir{}, err
	}
	return parentDir{f: f, name: path.Base(p)}, nil
}

// mkdirAll creates p and its missing parents; those it creates get uid:gid (-1: left root's).
func (r rootFS) mkdirAll(p string, uid, gid int) error {
	if p == "/" {
		return nil
	}
	parts := strings.Split(strings.TrimPrefix(p, "/"), "/")
	cur := ""
	for _, part := range parts {
		cur += "/" + part
		d, err := r.parent(cur)
		if err != nil {
			return err
		}
		err = syscall.Mkdir(d.path(), 0o755)
		if err == nil && uid >= 0 {
			err = os.Lchown(d.path(), uid, gid)
		}
		d.close()
		if err != nil && err != syscall.EEXIST {
			return &os.PathError{Op: "mkdir", Path: cur, Err: err}
		}
		if err == syscall.EEXIST {
			f, err := r.open(cur, oPath|syscall.O_DIRECTORY)
			if err != nil {
				return err
			}
			f.Close()
		}
	}
	return nil
}

// fsPath is the container filesystem and a request's path cleaned for it: what every file
// handler starts with.
func (a *agent) fsPath(raw string) (rootFS, string, error) {
	fs, err := a.fs()
	if err != nil {
		return rootFS{}, "", err
	}
	p, err := cleanPath(raw)
	return fs, p, err
}

func (a *agent) fs() (rootFS, error) {
	c, err := a.currentContainer()
	if err != nil {
		return rootFS{}, err
	}
	return rootFS{root: c.root()}, nil
}

// fileWrite writes a file whole (beside the target, then renamed over it). With a `user` the file
// and the directories made for it are that account's; `xattrs` are set on the new file (which
// never carries the old one's).
func (a *agent) fileWrite(req *request) (reply, error) {
	fs, p, err := a.fsPath(req.Path)
	if err != nil {
		return reply{}, err
	}
	acct, err := lookupAccount(fs, req.User)
	if err != nil {
		return reply{}, err
	}
	uid, gid := acct.owner()
	if p == "/" {
		return reply{}, errf("is_directory", "cannot write to /")
	}
	mode := os.FileMode(0o644)
	if req.Mode != nil {
		mode = os.FileMode(*req.Mode & 0o7777)
	}
	if err := fs.mkdirAll(path.Dir(p), uid, gid); err != nil {
		return reply{}, err
	}
	d, err := fs.parent(p)
	if err != nil {
		return reply{}, err
	}
	defer d.close()
	if fi, err := os.Stat(d.path()); err == nil && fi.IsDir() {
		return reply{}, errf("is_directory", p+" is a directory")
	}
	// Write beside the target and rename over it: readers never see a half-written file.
	tmp := fmt.Sprintf("/proc/self/fd/%d/.%s.warren-%d", d.f.Fd(), d.name, rand.Int63())
	if err := os.WriteFile(tmp, req.body, mode); err != nil {
		return reply{}, err
	}
	if err := os.Chmod(tmp, mode); err != nil {
		os.Remove(tmp)
		return reply{}, err
	}
	if err := finishNewFile(tmp, uid, gid, req.Xattrs); err != nil {
		os.Remove(tmp)
		return reply{}, err
	}
	if err := os.Rename(tmp, d.path()); err != nil {
		os.Remove(tmp)
		return reply{}, err
	}
	return ok(nil), nil
}

func (a *agent) fileRead(req *request) (reply, error) {
	fs, p, err := a.fsPath(req.Path)
	if err != nil {
		return reply{}, err
	}
	f, err := fs.open(p, syscall.O_RDONLY)
	if err != nil {
		return reply{}, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return reply{}, err
	}
	if fi.IsDir() {
		return reply{}, errf("is_directory", p+" is a directory")
	}
	limit := int64(maxFrame - (1 << 20))
	if req.MaxBytes > 0 && req.MaxBytes < limit {
		limit = req.MaxBytes
	}
	if fi.Size() > limit {
		return reply{}, errf("too_large", fmt.Sprintf("%s is %d bytes, over the limit of %d", p, fi.Size(), limit))
	}
	if req.Chunk > 0 && fi.Mode().IsRegular() { // others (devices, pipes) may not be read at an offset
		return fileChunk(f, fi.Size(), req.Offset, req.Chunk)
	}
	buf := make([]byte, 0, fi.Size())
	tmp := make([]byte, 256<<10)
	for {
		n, err := f.Read(tmp)
		buf = append(buf, tmp[:n]...)
		if int64(len(buf)) > limit {
			return reply{}, errf("too_large", p+" grew over the limit while reading")
		}
		if err != nil {
			break
		}
	}
	return reply{hdr: response{"type": "file", "size": len(buf)}, body: buf}, nil
}

// maxFileChunk bounds one answer of a chunked read: the agent holds one chunk at a time, where a
// whole 16 MiB file (and the collector's slack around it) ran a 128 MiB guest out of memory.
const maxFileChunk = 4 << 20

// fileChunk answers up to n bytes (maxFileChunk at most) of the regular file f from offset, with
// its size when it was opened; fewer bytes than asked (none at all past the end) mean the file
// ends there. A read without a chunk answers the whole file in one frame (and any file: a device,
// a pipe).
func fileChunk(f *os.File, size, offset, n int64) (reply, error) {
	if offset < 0 {
		return reply{}, errf("bad_request", "offset must not be negative")
	}
	if n > maxFileChunk {
		n = maxFileChunk
	}
	buf := make([]byte, n)
	got, err := io.ReadFull(io.NewSectionReader(f, offset, n), buf)
	if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
		return reply{}, err
	}
	return reply{hdr: response{"type": "file", "size": size, "offset": offset}, body: buf[:got]}, nil
}

// finishNewFile gives a written file its owner and extended attributes before it takes its name.
func finishNewFile(p string, uid, gid int, xattrs map[string]string) error {
	if uid >= 0 {
		if err := os.Lchown(p, uid, gid); err != nil {
			return err
		}
	}
	for name, value := range xattrs {
		if !strings.HasPrefix(name, "user.") {
			return errf("bad_request", "only user.* extended attributes may be set: "+name)
		}
		if err := syscall.Setxattr(p, name, []byte(value), 0); err != nil {
			return &os.PathError{Op: "setxattr", Path: name, Err: err}
		}
	}
	return nil
}

func kindOf(m os.FileMode) string {
	switch {
	case m.IsRegular():
		return "file"
	case m.IsDir():
		return "dir"
	case m&os.ModeSymlink != 0:
		return "symlink"
	}
	return "other"
}

func unixMode(fi os.FileInfo) uint32 {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return st.Mode & 0o7777
	}
	return uint32(fi.Mode().Perm())
}

func (a *agent) fileList(req *request) (reply, error) {
	fs, p, err := a.fsPath(req.Path)
	if err != nil {
		return reply{}, err
	}
	f, err := fs.open(p, syscall.O_RDONLY|syscall.O_DIRECTORY)
	if err != nil {
		return reply{}, err
	}
	defer f.Close()
	ents, err := f.ReadDir(-1)
	if err != nil {
		return reply{}, err
	}
	out := make([]response, 0, len(ents))
	names := &idNames{fs: fs}
	for _, e := range ents {
		// Not e.Info(): that stats by the name the file was opened with, a path in the container.
		at := fmt.Sprintf("/proc/self/fd/%d/%s", f.Fd(), e.Name())
		fi, err := os.Lstat(at)
		if err != nil {
			continue // removed while listing
		}
		entry := response{"name": e.Name(), "kind": kindOf(fi.Mode()), "size": fi.Size(),
			"mode": unixMode(fi), "mtime_unix_ns": fi.ModTime().UnixNano()}
		addDetails(entry, at, fi, names)
		out = append(out, entry)
	}
	return reply{hdr: response{"type": "entries", "entries": out}}, nil
}

func (a *agent) fileStat(req *request) (reply, error) {
	fs, p, err := a.fsPath(req.Path)
	if err != nil {
		return reply{}, err
	}
	fi, err := statInRootNoFollow(fs, p)
	if err != nil {
		if os.IsNotExist(err) || isErrno(err, syscall.ENOTDIR) {
			return reply{hdr: response{"type": "stat", "exists": false}}, nil
		}
		return reply{}, err
	}
	hdr := response{"type": "stat", "exists": true, "kind": kindOf(fi.Mode()), "size": fi.Size(),
		"mode": unixMode(fi), "mtime_unix_ns": fi.ModTime().UnixNano()}
	if p == "/" {
		addDetails(hdr, fs.root, fi, &idNames{fs: fs})
	} else if d, err := fs.parent(p); err == nil {
		addDetails(hdr, d.path(), fi, &idNames{fs: fs})
		d.close()
	}
	return reply{hdr: hdr}, nil
}

// addDetails adds to an entry what only some callers need: owner and group (ids and the image's
// names), a symlink's target, and the file's user.* extended attributes. `at` is its path as the
// agent reaches it (not followed if a symlink).
func addDetails(entry response, at string, fi os.FileInfo, names *idNames) {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		entry["uid"], entry["gid"] = st.Uid, st.Gid
		entry["owner"], entry["group"] = names.user(st.Uid), names.group(st.Gid)
	}
	if fi.Mode()&os.ModeSymlink != 0 {
		if target, err := os.Readlink(at); err == nil {
			entry["target"] = target
		}
		return
	}
	if xattrs := userXattrs(at); len(xattrs) > 0 {
		entry["xattrs"] = xattrs
	}
}

// userXattrs reads the user.* extended attributes of a file (none on error).
func userXattrs(p string) map[string]string {
	buf := make([]byte, 4096)
	n, err := syscall.Listxattr(p, buf)
	if err != nil || n <= 0 {
		return nil
	}
	out := map[string]string{}
	for _, name := range strings.Split(string(buf[:n]), "\x00") {
		if !strings.HasPrefix(name, "user.") {
			continue
		}
		val := make([]byte, 4096)
		if m, err := syscall.Getxattr(p, name, val); err == nil {
			out[name] = string(val[:m])
		}
	}
	return out
}

func statInRootNoFollow(fs rootFS, p string) (os.FileInfo, error) {
	if p == "/" {
		f, err := fs.open(p, oPath)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		return f.Stat()
	}
	d, err := fs.parent(p)
	if err != nil {
		return nil, err
	}
	defer d.close()
	return os.Lstat(d.path())
}

func isErrno(err error, errno syscall.Errno) bool {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err == errno
	}
	return err == errno
}

func (a *agent) mkdir(req *request) (reply, error) {
	fs, p, err := a.fsPath(req.Path)
	if err != nil {
		return reply{}, err
	}
	acct, err := lookupAccount(fs, req.User)
	if err != nil {
		return reply{}, err
	}
	uid, gid := acct.owner()
	if err := fs.mkdirAll(p, uid, gid); err != nil {
		return reply{}, err
	}
	return ok(nil), nil
}

func (a *agent) rename(req *request) (reply, error) {
	fs, err := a.fs()
	if err != nil {
		return reply{}, err
	}
	from, err := cleanPath(req.From)
	if err != nil {
		return reply{}, err
	}
	to, err := cleanPath(req.To)
	if err != nil {
		return reply{}, err
	}
	if from == "/" || to == "/" {
		return reply{}, errf("bad_request", "cannot rename /")
	}
	acct, err := lookupAccount(fs, req.User)
	if err != nil {
		return reply{}, err
	}
	uid, gid := acct.owner()
	if err := fs.mkdirAll(path.Dir(to), uid, gid); err != nil {
		return reply{}, err
	}
	src, err := fs.parent(from)
	if err != nil {
		return reply{}, err
	}
	defer src.close()
	dst, err := fs.parent(to)
	if err != nil {
		return reply{}, err
	}
	defer dst.close()
	if err := os.Rename(src.path(), dst.path()); err != nil {
		return reply{}, err
	}
	return ok(nil), nil
}

func (a *agent) remove(req *request) (reply, error) {
	fs, p, err := a.fsPath(req.Path)
	if err != nil {
		return reply{}, err
	}
	if p == "/" {
		return reply{}, errf("bad_request", "cannot remove /")
	}
	d, err := fs.parent(p)
	if err != nil {
		if os.IsNotExist(err) || isErrno(err, syscall.ENOTDIR) {
			return ok(response{"existed": false}), nil
		}
		return reply{}, err
	}
	defer d.close()
	if _, err := os.Lstat(d.path()); err != nil {
		if os.IsNotExist(err) {
			return ok(response{"existed": false}), nil
		}
		return reply{}, err
	}
	if err := os.RemoveAll(d.path()); err != nil {
		return reply{}, err
	}
	return ok(response{"existed": true}), nil
}

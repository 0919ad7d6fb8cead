// The volume's operations: every request's path is checked (components of at most 255 bytes, no
// `.`, `..`, `/` or NUL) and resolved below the volume root with openat2(RESOLVE_BENEATH |
// RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS | RESOLVE_NO_XDEV), the last component acted on with
// a *at call that does not follow it. The jail (host/volumes/, docs/volumes.md) already shows this
// process nothing but the volume; this is the second wall. Symlinks are stored, never followed here:
// the guest kernel follows them in its own namespace. No device nodes, no setuid or setgid bits,
// xattrs in the user namespace only; ownership is the server's uid (a chown is accepted and kept
// nowhere).
package main

import (
	"os"
	"strings"
	"syscall"

	"warren.dev/guest/agent/volwire"
)

type volume struct {
	root     int
	readOnly bool
	handles  *handleTable
	// The VM's bounce disk for this port (OpReadInto, OpWriteFrom); nil for the files API's server.
	bounce *os.File
	// The directories whose names the guest holds (watch.go); set by serve.
	watch *watcher
}

const maxName = 255
const maxPath = 4095
const maxXattrValue = 64 << 10

// split checks a path relative to the root ("" is the root) and splits off its last component.
func split(p string) (parent, name string, err error) {
	if len(p) > maxPath {
		return "", "", syscall.ENAMETOOLONG
	}
	if p == "" {
		return "", "", nil
	}
	for _, c := range strings.Split(p, "/") {
		if c == "" || c == "." || c == ".." || strings.IndexByte(c, 0) >= 0 {
			return "", "", syscall.EINVAL
		}
		if len(c) > maxName {
			return "", "", syscall.ENAMETOOLONG
		}
	}
	if i := strings.LastIndexByte(p, '/'); i >= 0 {
		return p[:i], p[i+1:], nil
	}
	return "", p, nil
}

// at opens the parent directory of p (confined) and returns it with the last component; `done`
// closes it. The root itself has no parent: name is "" and dir the root.
func (v *volume) at(p string) (dir int, name string, done func(), err error) {
	parent, name, err := split(p)
	if err != nil {
		return -1, "", nil, err
	}
	if parent == "" {
		return v.root, name, func() {}, nil
	}
	fd, err := openat2(v.root, parent, oPath|syscall.O_DIRECTORY, 0)
	if err != nil {
		return -1, "", nil, err
	}
	return fd, name, func() { syscall.Close(fd) }, nil
}

// named requires a path with a last component (not the root).
func (v *volume) named(p string) (int, string, func(), error) {
	dir, name, done, err := v.at(p)
	if err == nil && name == "" {
		done()
		return -1, "", nil, syscall.EPERM
	}
	return dir, name, done, err
}

func toAttr(st *syscall.Stat_t) volwire.Attr {
	return volwire.Attr{Ino: st.Ino, Size: uint64(st.Size), Blocks: uint64(st.Blocks),
		Atime: st.Atim.Sec, AtimeNs: uint32(st.Atim.Nsec), Mtime: st.Mtim.Sec, MtimeNs: uint32(st.Mtim.Nsec),
		Ctime: st.Ctim.Sec, CtimeNs: uint32(st.Ctim.Nsec), Mode: st.Mode, Nlink: uint32(st.Nlink),
		Rdev: uint32(st.Rdev), Blksize: uint32(st.Blksize)}
}

func (v *volume) lstat(p string) (volwire.Attr, error) {
	dir, name, done, err := v.at(p)
	if err != nil {
		return volwire.Attr{}, err
	}
	defer done()
	var st syscall.Stat_t
	flags := atSymlinkNofollow
	if name == "" {
		flags |= atEmptyPath
	}
	if err := fstatat(dir, name, &st, flags); err != nil {
		return volwire.Attr{}, err
	}
	return toAttr(&st), nil
}

func fstat(fd int) (volwire.Attr, error) {
	var st syscall.Stat_t
	if err := syscall.Fstat(fd, &st); err != nil {
		return volwire.Attr{}, err
	}
	return toAttr(&st), nil
}

// fileMode keeps permission bits only: no setuid, setgid or sticky on files; sticky on directories.
func fileMode(m uint32) uint32 { return m & 0o777 }
func dirMode(m uint32) uint32  { return m & 0o1777 }

func (v *volume) writable() error {
	if v.readOnly {
		return syscall.EROFS
	}
	return nil
}

const writeFlags = syscall.O_WRONLY | syscall.O_RDWR | syscall.O_CREAT | syscall.O_TRUNC | syscall.O_APPEND

// open opens a file or directory for a handle, never through or onto a symlink.
func (v *volume) open(p string, flags int, mode uint32) (int, error) {
	if _, _, err := split(p); err != nil {
		return -1, err
	}
	if v.readOnly && flags&writeFlags != 0 {
		return -1, syscall.EROFS
	}
	allowed := syscall.O_ACCMODE | syscall.O_APPEND | syscall.O_CREAT | syscall.O_EXCL | syscall.O_TRUNC |
		syscall.O_DIRECTORY | syscall.O_NONBLOCK | syscall.O_DSYNC | syscall.O_SYNC | syscall.O_NOATIME
	return openat2(v.root, p, flags&allowed|syscall.O_NOFOLLOW|syscall.O_LARGEFILE, fileMode(mode))
}

func (v *volume) mkdir(p string, mode uint32) (volwire.Attr, error) {
	if err := v.writable(); err != nil {
		return volwire.Attr{}, err
	}
	dir, name, done, err := v.named(p)
	if err != nil {
		return volwire.Attr{}, err
	}
	defer done()
	if err := syscall.Mkdirat(dir, name, dirMode(mode)); err != nil {
		return volwire.Attr{}, err
	}
	return v.lstat(p)
}

func (v *volume) mknod(p string, mode, rdev uint32) (volwire.Attr, error) {
	if err := v.writable(); err != nil {
		return volwire.Attr{}, err
	}
	switch mode & syscall.S_IFMT {
	case syscall.S_IFREG, syscall.S_IFIFO, syscall.S_IFSOCK:
	default:
		return volwire.Attr{}, syscall.EPERM // device nodes are never made
	}
	dir, name, done, err := v.named(p)
	if err != nil {
		return volwire.Attr{}, err
	}
	defer done()
	if err := syscall.Mknodat(dir, name, mode&syscall.S_IFMT|fileMode(mode), 0); err != nil {
		return volwire.Attr{}, err
	}
	return v.lstat(p)
}

func (v *volume) symlink(p, target string) (volwire.Attr, error) {
	if err := v.writable(); err != nil {
		return volwire.Attr{}, err
	}
	if len(target) > maxPath || strings.IndexByte(target, 0) >= 0 {
		return volwire.Attr{}, syscall.ENAMETOOLONG
	}
	dir, name, done, err := v.named(p)
	if err != nil {
		return volwire.Attr{}, err
	}
	defer done()
	if err := symlinkat(target, dir, name); err != nil {
		return volwire.Attr{}, err
	}
	return v.lstat(p)
}

func (v *volume) readlink(p string) (string, error) {
	dir, name, done, err := v.named(p)
	if err != nil {
		return "", err
	}
	defer done()
	return readlinkat(dir, name)
}

func (v *volume) remove(p string, flags int) error {
	if err := v.writable(); err != nil {
		return err
	}
	dir, name, done, err := v.named(p)
	if err != nil {
		return err
	}
	defer done()
	return unlinkat(dir, name, flags)
}

func (v *volume) rename(from, to string, flags uint32) error {
	if err := v.writable(); err != nil {
		return err
	}
	// RENAME_NOREPLACE, RENAME_EXCHANGE; never RENAME_WHITEOUT (a device node).
	if flags&^3 != 0 {
		return syscall.EINVAL
	}
	fdir, fname, fdone, err := v.named(from)
	if err != nil {
		return err
	}
	defer fdone()
	tdir, tname, tdone, err := v.named(to)
	if err != nil {
		return err
	}
	defer tdone()
	return renameat2(fdir, fname, tdir, tname, flags)
}

func (v *volume) link(from, to string) (volwire.Attr, error) {
	if err := v.writable(); err != nil {
		return volwire.Attr{}, err
	}
	fdir, fname, fdone, err := v.named(from)
	if err != nil {
		return volwire.Attr{}, err
	}
	defer fdone()
	tdir, tname, tdone, err := v.named(to)
	if err != nil {
		return volwire.Attr{}, err
	}
	defer tdone()
	if err := linkat(fdir, fname, tdir, tname); err != nil {
		return volwire.Attr{}, err
	}
	return v.lstat(to)
}

type setattr struct {
	valid            uint32
	mode             uint32
	size             uint64
	atime, mtime     int64
	atimeNs, mtimeNs uint32
	fh               uint64
	flags            uint32
	path             string
	hasHandle        bool
}

func (v *volume) setattr(s setattr) (volwire.Attr, error) {
	if err := v.writable(); err != nil {
		return volwire.Attr{}, err
	}
	if s.valid&volwire.SetSize != 0 {
		if err := v.truncate(s); err != nil {
			return volwire.Attr{}, err
		}
	}
	if s.valid&(volwire.SetMode|volwire.SetAtime|volwire.SetMtime|volwire.SetAtimeNow|volwire.SetMtimeNow) != 0 {
		dir, name, done, err := v.at(s.path)
		if err != nil {
			return volwire.Attr{}, err
		}
		defer done()
		flags := atSymlinkNofollow
		if name == "" {
			flags |= atEmptyPath
		}
		var st syscall.Stat_t
		if err := fstatat(dir, name, &st, flags); err != nil {
			return volwire.Attr{}, err
		}
		if s.valid&volwire.SetMode != 0 {
			if st.Mode&syscall.S_IFMT == syscall.S_IFLNK {
				return volwire.Attr{}, syscall.EOPNOTSUPP
			}
			mode := fileMode(s.mode)
			if st.Mode&syscall.S_IFMT == syscall.S_IFDIR {
				mode = dirMode(s.mode)
			}
			target := name
			if name == "" {
				target = "."
			}
			// The last component was just seen not to be a symlink; a rename racing this can only
			// put another name of this volume there (the jail shows nothing else).
			if err := syscall.Fchmodat(dir, target, mode, 0); err != nil {
				return volwire.Attr{}, err
			}
		}
		if s.valid&(volwire.SetAtime|volwire.SetMtime|volwire.SetAtimeNow|volwire.SetMtimeNow) != 0 {
			ts := [2]syscall.Timespec{{Nsec: utimeOmit}, {Nsec: utimeOmit}}
			if s.valid&volwire.SetAtime != 0 {
				ts[0] = syscall.Timespec{Sec: s.atime, Nsec: int64(s.atimeNs)}
			}
			if s.valid&volwire.SetAtimeNow != 0 {
				ts[0] = syscall.Timespec{Nsec: utimeNow}
			}
			if s.valid&volwire.SetMtime != 0 {
				ts[1] = syscall.Timespec{Sec: s.mtime, Nsec: int64(s.mtimeNs)}
			}
			if s.valid&volwire.SetMtimeNow != 0 {
				ts[1] = syscall.Timespec{Nsec: utimeNow}
			}
			target := name
			if name == "" {
				target = "."
			}
			if err := utimensat(dir, target, &ts); err != nil {
				return volwire.Attr{}, err
			}
		}
	}
	if s.hasHandle {
		if h, err := v.handles.acquire(v, s.fh, s.path, int(s.flags)); err == nil {
			defer v.handles.done(h)
			return fstat(h.fd)
		}
	}
	return v.lstat(s.path)
}

func (v *volume) truncate(s setattr) error {
	if s.hasHandle && int(s.flags)&syscall.O_ACCMODE != syscall.O_RDONLY {
		if h, err := v.handles.acquire(v, s.fh, s.path, int(s.flags)); err == nil {
			defer v.handles.done(h)
			return syscall.Ftruncate(h.fd, int64(s.size))
		}
	}
	fd, err := v.open(s.path, syscall.O_WRONLY, 0)
	if err != nil {
		return err
	}
	defer syscall.Close(fd)
	return syscall.Ftruncate(fd, int64(s.size))
}

func (v *volume) statfs() (volwire.Statfs, error) {
	var st syscall.Statfs_t
	if err := syscall.Fstatfs(v.root, &st); err != nil {
		return volwire.Statfs{}, err
	}
	return volwire.Statfs{Blocks: st.Blocks, Bfree: st.Bfree, Bavail: st.Bavail, Files: st.Files, Ffree: st.Ffree,
		Bsize: uint32(st.Bsize), Namelen: uint32(st.Namelen), Frsize: uint32(st.Frsize)}, nil
}

// xattrFile opens a file or directory to read or change its xattrs (never a symlink: the user
// namespace does not allow them there).
func (v *volume) xattrFile(p string) (int, error) {
	return v.open(p, syscall.O_RDONLY, 0)
}

func xattrName(name string) error {
	if !strings.HasPrefix(name, "user.") || len(name) > maxName || strings.IndexByte(name, 0) >= 0 {
		return syscall.EOPNOTSUPP
	}
	return nil
}

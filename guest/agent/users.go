// Accounts of the image: a request naming a `user` runs as that account (exec, commands) or leaves
// what it creates owned by it (file writes, directories). Names are looked up in the container's
// own /etc/passwd and /etc/group at each request, so an account added inside the sandbox counts at
// once. Which user a request names is the host's choice; the agent only resolves and applies it.
package main

import (
	"bufio"
	"io"
	"strconv"
	"strings"
	"syscall"
)

// account is one line of /etc/passwd with its groups from /etc/group.
type account struct {
	name   string
	uid    uint32
	gid    uint32
	groups []uint32
	home   string
}

// credential is what a process started as the account runs with.
func (a *account) credential() *syscall.Credential {
	if a == nil {
		return nil
	}
	return &syscall.Credential{Uid: a.uid, Gid: a.gid, Groups: a.groups}
}

// env is the login environment of the account (later entries of a request override it).
func (a *account) env() []string {
	if a == nil {
		return nil
	}
	return []string{"HOME=" + a.home, "USER=" + a.name, "LOGNAME=" + a.name}
}

// owner is the uid and gid new files and directories get (-1: leave them root's).
func (a *account) owner() (int, int) {
	if a == nil {
		return -1, -1
	}
	return int(a.uid), int(a.gid)
}

// lookupAccount resolves `name` in the filesystem fs; "" is no account (the agent's own default).
func lookupAccount(fs rootFS, name string) (*account, error) {
	if name == "" {
		return nil, nil
	}
	passwd, err := readSmallFile(fs, "/etc/passwd")
	if err != nil {
		return nil, errf("unknown_user", "no /etc/passwd in the image: cannot run as "+name)
	}
	var acct *account
	for _, f := range colonLines(passwd, 7) {
		if f[0] != name {
			continue
		}
		uid, err1 := strconv.ParseUint(f[2], 10, 32)
		gid, err2 := strconv.ParseUint(f[3], 10, 32)
		if err1 != nil || err2 != nil {
			return nil, errf("unknown_user", "the /etc/passwd line of "+name+" is malformed")
		}
		home := f[5]
		if home == "" {
			home = "/"
		}
		acct = &account{name: name, uid: uint32(uid), gid: uint32(gid), home: home, groups: []uint32{uint32(gid)}}
		break
	}
	if acct == nil {
		return nil, errf("unknown_user", "no user "+name+" in the image's /etc/passwd")
	}
	if group, err := readSmallFile(fs, "/etc/group"); err == nil {
		for _, f := range colonLines(group, 4) {
			gid, err := strconv.ParseUint(f[2], 10, 32)
			if err != nil || uint32(gid) == acct.gid {
				continue
			}
			for _, member := range strings.Split(f[3], ",") {
				if member == name {
					acct.groups = append(acct.groups, uint32(gid))
				}
			}
		}
	}
	return acct, nil
}

// idNames maps uids and gids to the image's names (numbers when it has none), read once per request.
type idNames struct {
	fs            rootFS
	users, groups map[uint32]string
	loaded        bool
}

func (n *idNames) load() {
	if n.loaded {
		return
	}
	n.loaded = true
	n.users, n.groups = map[uint32]string{}, map[uint32]string{}
	for file, into := range map[string]map[uint32]string{"/etc/passwd": n.users, "/etc/group": n.groups} {
		text, err := readSmallFile(n.fs, file)
		if err != nil {
			continue
		}
		for _, f := range colonLines(text, 3) {
			if id, err := strconv.ParseUint(f[2], 10, 32); err == nil {
				if _, seen := into[uint32(id)]; !seen {
					into[uint32(id)] = f[0]
				}
			}
		}
	}
}

func (n *idNames) user(uid uint32) string {
	n.load()
	if name, ok := n.users[uid]; ok {
		return name
	}
	return strconv.FormatUint(uint64(uid), 10)
}

func (n *idNames) group(gid uint32) string {
	n.load()
	if name, ok := n.groups[gid]; ok {
		return name
	}
	return strconv.FormatUint(uint64(gid), 10)
}

// colonLines splits a passwd-style file into lines of at least `fields` fields (others skipped).
func colonLines(text string, fields int) [][]string {
	var out [][]string
	sc := bufio.NewScanner(strings.NewReader(text))
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, ":")
		if len(f) >= fields {
			out = append(out, f)
		}
	}
	return out
}

// readSmallFile reads a file of the image (at most 4 MiB: account databases).
func readSmallFile(fs rootFS, p string) (string, error) {
	f, err := fs.open(p, syscall.O_RDONLY)
	if err != nil {
		return "", err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, 4<<20))
	return string(b), err
}

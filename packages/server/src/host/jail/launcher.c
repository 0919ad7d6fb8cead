// warren-jail: the one step between the host agent and every QEMU it starts (docs/security.md).
// Run as root with the jail's plan in its arguments, it
//   1. moves itself into the sandbox's cgroups (created and limited by the agent beforehand),
//   2. enters the sandbox's network namespace and opens its TAP there (QEMU gets the descriptor),
//   3. builds a private mount namespace whose root is an empty tmpfs holding only the bind mounts
//      it was given (inputs read-only, the VM's own directories read-write, a few device nodes),
//      and pivots into it,
//   4. drops every capability (bounding, inheritable, ambient), all supplementary groups, and
//      becomes the sandbox's own uid/gid, sets no_new_privs and RLIMIT_CORE 0,
//   5. closes every descriptor but 0-2 and those it was asked to keep, and execs QEMU with an
//      environment of PATH and the --env pairs only (the command is an absolute path).
// With --thp off, QEMU and its threads get no transparent huge pages (PR_SET_THP_DISABLE survives
// execve): TCG's translation cache asks for them, and touching a few KiB of code then makes a
// whole 2 MiB page resident (docs/checkpoints.md, "What an idle sandbox costs").
// With --slice NS every thread of QEMU gets an EEVDF time slice of NS nanoseconds (sched_setattr's
// sched_runtime, inherited by the threads QEMU makes): a neighbour's woken thread then waits at most
// about that long for a busy sandbox's thread on its core (docs/security.md, "CPU"). A kernel
// without custom slices (before 6.12) refuses or ignores it; the jail goes on with the default.
// With --bare the jail holds no /usr (nor /lib, /bin): for a static program, such as a volume's file
// server (host/volumes/), whose view is then its own directories only.
// QEMU (and the file server) then adds its own seccomp filter. Any failure exits 125 with one line on stderr
// (the VM's qemu.log) before QEMU runs: a jail is never half applied.
//
// Usage: warren-jail --uid N --gid N [--cgroup DIR]... [--netns FILE [--tap NAME --tap-fd N]]
//        [--nice N] [--chdir DIR] [--ro PATH]... [--rw PATH]... [--dev PATH]... [--keep-fd N]...
//        [--lib FILE]... [--env K=V]... [--thp on|off] [--slice NS] [--bare] -- QEMU ARGV...
// --ro binds are also noexec; --lib binds (a library to preload) are read-only and executable.
// Paths are bound at the same absolute path inside the jail, so QEMU's arguments need no rewriting.

#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/capability.h>
#include <linux/if.h>
#include <linux/if_tun.h>
#include <sched.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <grp.h>

#define MAX_ITEMS 64
#define JAIL_ROOT "/run/warren/jail-root"

struct list {
  const char *items[MAX_ITEMS];
  int n;
};

static void die(const char *fmt, ...) {
  va_list ap;
  int saved = errno;
  fputs("warren-jail: ", stderr);
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  if (saved) fprintf(stderr, ": %s", strerror(saved));
  fputc('\n', stderr);
  exit(125);
}

static void push(struct list *l, const char *v) {
  if (l->n == MAX_ITEMS) {
    errno = 0;
    die("too many arguments of one kind");
  }
  l->items[l->n++] = v;
}

static long number(const char *s) {
  char *end;
  errno = 0;
  long v = strtol(s, &end, 10);
  if (errno || *end || end == s) {
    errno = 0;
    die("not a number: %s", s);
  }
  return v;
}

static void write_file(const char *path, const char *text) {
  int fd = open(path, O_WRONLY | O_CLOEXEC);
  if (fd < 0) die("open %s", path);
  if (write(fd, text, strlen(text)) != (ssize_t)strlen(text)) die("write %s", path);
  close(fd);
}

// mkdir -p of `path` (inside the jail root: the tmpfs).
static void make_dirs(const char *path) {
  char buf[4096];
  if (snprintf(buf, sizeof buf, "%s", path) >= (int)sizeof buf) die("path too long: %s", path);
  for (char *p = buf + 1; *p; p++) {
    if (*p != '/') continue;
    *p = 0;
    if (mkdir(buf, 0755) && errno != EEXIST) die("mkdir %s", buf);
    *p = '/';
  }
  if (mkdir(buf, 0755) && errno != EEXIST) die("mkdir %s", buf);
}

// Binds host `path` at the same path under the jail root; `flags` are the mount's final flags.
static void bind_path(const char *path, unsigned long flags) {
  char target[4096];
  struct stat st;
  if (path[0] != '/') {
    errno = 0;
    die("not an absolute path: %s", path);
  }
  if (stat(path, &st)) die("stat %s", path);
  if (snprintf(target, sizeof target, "%s%s", JAIL_ROOT, path) >= (int)sizeof target) die("path too long: %s", path);
  if (S_ISDIR(st.st_mode)) {
    make_dirs(target);
  } else {
    char parent[4096];
    snprintf(parent, sizeof parent, "%s", target);
    *strrchr(parent, '/') = 0;
    make_dirs(parent);
    int fd = open(target, O_CREAT | O_WRONLY | O_CLOEXEC, 0600);
    if (fd < 0) die("create mount point %s", target);
    close(fd);
  }
  if (mount(path, target, NULL, MS_BIND, NULL)) die("bind %s", path);
  if (mount(NULL, target, NULL, MS_BIND | MS_REMOUNT | flags, NULL)) die("remount %s", path);
}

// /lib, /bin... are symlinks into /usr on a merged-/usr system: the same symlinks in the jail.
static void link_or_bind_top(const char *name) {
  char host[64], target[4096], dest[256];
  struct stat st;
  snprintf(host, sizeof host, "/%s", name);
  if (lstat(host, &st)) return;
  if (S_ISLNK(st.st_mode)) {
    ssize_t n = readlink(host, dest, sizeof dest - 1);
    if (n < 0) die("readlink %s", host);
    dest[n] = 0;
    snprintf(target, sizeof target, "%s%s", JAIL_ROOT, host);
    if (symlink(dest, target)) die("symlink %s", target);
  } else if (S_ISDIR(st.st_mode)) {
    bind_path(host, MS_RDONLY | MS_NOSUID | MS_NODEV);
  }
}

static void open_tap(const char *name, int want_fd) {
  struct ifreq ifr;
  int fd = open("/dev/net/tun", O_RDWR);
  if (fd < 0) die("open /dev/net/tun");
  memset(&ifr, 0, sizeof ifr);
  ifr.ifr_flags = IFF_TAP | IFF_NO_PI | IFF_VNET_HDR;
  if (strlen(name) >= IFNAMSIZ) {
    errno = 0;
    die("tap name too long: %s", name);
  }
  strcpy(ifr.ifr_name, name);
  if (ioctl(fd, TUNSETIFF, &ifr)) die("attach tap %s", name);
  if (fd != want_fd) {
    if (dup2(fd, want_fd) < 0) die("dup2 tap");
    close(fd);
  }
}

static void drop_privileges(uid_t uid, gid_t gid) {
  // The bounding set can only shrink while we still hold CAP_SETPCAP, before the uid changes.
  for (int cap = 0; cap <= 63; cap++) {
    if (prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) && errno != EINVAL) die("drop capability %d from the bounding set", cap);
  }
  if (prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0) && errno != EINVAL) die("clear ambient capabilities");
  if (setgroups(0, NULL)) die("setgroups");
  if (setresgid(gid, gid, gid)) die("setresgid %u", gid);
  if (setresuid(uid, uid, uid)) die("setresuid %u", uid);
  // A non-root uid loses permitted and effective capabilities; inheritable ones would survive.
  struct __user_cap_header_struct header = {_LINUX_CAPABILITY_VERSION_3, 0};
  struct __user_cap_data_struct data[2];
  memset(data, 0, sizeof data);
  if (syscall(SYS_capset, &header, data)) die("capset");
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)) die("no_new_privs");
  struct rlimit none = {0, 0};
  if (setrlimit(RLIMIT_CORE, &none)) die("RLIMIT_CORE");
}

// The kernel's struct sched_attr (linux/sched/types.h), which glibc 2.36 does not declare.
struct sched_attr {
  __u32 size, sched_policy;
  __u64 sched_flags;
  __s32 sched_nice;
  __u32 sched_priority;
  __u64 sched_runtime, sched_deadline, sched_period;
};

// Sets this thread's EEVDF slice, keeping its policy and nice value; best effort (see the header).
static void set_slice(long ns) {
  struct sched_attr attr;
  memset(&attr, 0, sizeof attr);
  if (syscall(SYS_sched_getattr, 0, &attr, sizeof attr, 0)) return;
  attr.size = sizeof attr;
  attr.sched_flags = 0;
  attr.sched_runtime = (__u64)ns;
  syscall(SYS_sched_setattr, 0, &attr, 0);
}

static int by_value(const void *a, const void *b) {
  return *(const int *)a - *(const int *)b;
}

static void close_other_fds(const struct list *keep) {
  // Everything from 3 up is closed except what QEMU was given; a descriptor the agent leaked by
  // mistake (a database, another VM's socket) must never reach a jailed process.
  int fds[MAX_ITEMS], n = keep->n;
  for (int k = 0; k < n; k++) fds[k] = (int)number(keep->items[k]);
  qsort(fds, n, sizeof fds[0], by_value);
  unsigned int from = 3;
  for (int k = 0; k < n; k++) {
    if ((unsigned int)fds[k] < from) continue;
    if ((unsigned int)fds[k] > from && close_range(from, fds[k] - 1, 0)) die("close_range");
    from = fds[k] + 1;
  }
  if (close_range(from, ~0U, 0)) die("close_range");
}

int main(int argc, char **argv) {
  struct list cgroups = {0}, ro = {0}, rw = {0}, dev = {0}, keep = {0}, env = {0}, lib = {0};
  const char *netns = NULL, *tap = NULL, *dir = "/";
  long uid = -1, gid = -1, tap_fd = -1, nice_value = 0, slice_ns = 0;
  int thp_off = 0, bare = 0;
  int i = 1;
  for (; i < argc; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "--")) {
      i++;
      break;
    }
    if (!strcmp(a, "--bare")) {
      bare = 1;
      continue;
    }
    if (i + 1 >= argc) {
      errno = 0;
      die("%s needs a value", a);
    }
    const char *v = argv[++i];
    if (!strcmp(a, "--uid")) uid = number(v);
    else if (!strcmp(a, "--gid")) gid = number(v);
    else if (!strcmp(a, "--cgroup")) push(&cgroups, v);
    else if (!strcmp(a, "--netns")) netns = v;
    else if (!strcmp(a, "--tap")) tap = v;
    else if (!strcmp(a, "--tap-fd")) tap_fd = number(v);
    else if (!strcmp(a, "--nice")) nice_value = number(v);
    else if (!strcmp(a, "--slice")) slice_ns = number(v);
    else if (!strcmp(a, "--chdir")) dir = v;
    else if (!strcmp(a, "--ro")) push(&ro, v);
    else if (!strcmp(a, "--rw")) push(&rw, v);
    else if (!strcmp(a, "--dev")) push(&dev, v);
    else if (!strcmp(a, "--keep-fd")) push(&keep, v);
    else if (!strcmp(a, "--env")) push(&env, v);
    else if (!strcmp(a, "--lib")) push(&lib, v);
    else if (!strcmp(a, "--thp") && (!strcmp(v, "on") || !strcmp(v, "off"))) thp_off = !strcmp(v, "off");
    else {
      errno = 0;
      die("unknown option %s", a);
    }
  }
  errno = 0;
  if (i >= argc || argv[i][0] != '/') die("no absolute command path after --");
  if (uid <= 0 || gid <= 0) die("--uid and --gid must be given and not 0");
  if (geteuid() != 0) die("must start as root");
  if (tap && tap_fd < 3) die("--tap needs --tap-fd of 3 or more");

  char pid[32];
  snprintf(pid, sizeof pid, "%d\n", getpid());
  for (int c = 0; c < cgroups.n; c++) {
    char procs[4096];
    snprintf(procs, sizeof procs, "%s/cgroup.procs", cgroups.items[c]);
    write_file(procs, pid);
  }
  if (nice_value && setpriority(PRIO_PROCESS, 0, (int)nice_value)) die("setpriority");
  if (slice_ns > 0) set_slice(slice_ns);

  if (netns) {
    int fd = open(netns, O_RDONLY | O_CLOEXEC);
    if (fd < 0) die("open %s", netns);
    if (setns(fd, CLONE_NEWNET)) die("setns %s", netns);
    close(fd);
  } else if (unshare(CLONE_NEWNET)) {
    // No network: a namespace of its own with nothing in it, never the host's.
    die("unshare network namespace");
  }
  if (tap) open_tap(tap, (int)tap_fd);

  if (unshare(CLONE_NEWNS)) die("unshare mount namespace");
  if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL)) die("make mounts private");
  if (mkdir("/run/warren", 0755) && errno != EEXIST) die("mkdir /run/warren");
  if (mkdir(JAIL_ROOT, 0755) && errno != EEXIST) die("mkdir %s", JAIL_ROOT);
  if (mount("jail", JAIL_ROOT, "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC, "mode=0755,size=64k")) die("mount tmpfs");
  if (!bare) {
    bind_path("/usr", MS_RDONLY | MS_NOSUID | MS_NODEV);
    link_or_bind_top("lib");
    link_or_bind_top("lib64");
    link_or_bind_top("bin");
    link_or_bind_top("sbin");
  }
  for (int k = 0; k < dev.n; k++) bind_path(dev.items[k], MS_NOSUID | MS_NOEXEC);
  for (int k = 0; k < ro.n; k++) bind_path(ro.items[k], MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC);
  for (int k = 0; k < lib.n; k++) bind_path(lib.items[k], MS_RDONLY | MS_NOSUID | MS_NODEV);
  for (int k = 0; k < rw.n; k++) bind_path(rw.items[k], MS_NOSUID | MS_NODEV | MS_NOEXEC);
  if (chdir(JAIL_ROOT)) die("chdir %s", JAIL_ROOT);
  if (syscall(SYS_pivot_root, ".", ".")) die("pivot_root");
  if (umount2(".", MNT_DETACH)) die("detach the host's root");
  if (chdir(dir)) die("chdir %s", dir);
  if (mount(NULL, "/", NULL, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL))
    die("make the jail root read-only");

  if (thp_off && prctl(PR_SET_THP_DISABLE, 1, 0, 0, 0)) die("disable transparent huge pages");
  drop_privileges((uid_t)uid, (gid_t)gid);
  umask(077);
  char keep_tap[32];
  if (tap) {
    snprintf(keep_tap, sizeof keep_tap, "%ld", tap_fd);
    push(&keep, keep_tap);
  }
  close_other_fds(&keep);
  char *envp[MAX_ITEMS + 2];
  envp[0] = "PATH=/usr/bin:/bin";
  for (int k = 0; k < env.n; k++) envp[k + 1] = (char *)env.items[k];
  envp[env.n + 1] = NULL;
  execve(argv[i], &argv[i], envp);
  die("exec %s", argv[i]);
}

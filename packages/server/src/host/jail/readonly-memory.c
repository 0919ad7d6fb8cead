// readonly-memory.so: lets a jailed QEMU 7.2 map a checkpoint's memory file copy-on-write through
// a read-only descriptor the agent hands it (docs/security.md, "Mapped memory files").
// QEMU maps `memory-backend-file,share=off` MAP_PRIVATE, so guest writes never reach the file, but
// 7.2 still opens `mem-path` itself, read-write (8.2 added `readonly=on` for this). A shared input
// (a template's memory file) must be neither writable by any VM's uid nor even in its view, so the
// agent opens it read-only, passes it as descriptor WARREN_MEMORY_FD, and this preloaded library
// answers QEMU's open of exactly WARREN_MEMORY_PATH with a duplicate of that descriptor. A private
// writable mapping of a read-only descriptor is what the kernel allows anyway.

#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef int (*open_fn)(const char *, int, ...);

/** The handed-over descriptor if `path` is the mapped memory file, else -1. */
static int handed_over(const char *path) {
  const char *target = getenv("WARREN_MEMORY_PATH");
  const char *fd = getenv("WARREN_MEMORY_FD");
  if (!target || !fd || !path || strcmp(path, target) != 0) return -1;
  return atoi(fd);
}

#define WRAP(name)                                                              \
  int name(const char *path, int flags, ...) {                                  \
    static open_fn real;                                                        \
    mode_t mode = 0;                                                            \
    int fd = handed_over(path);                                                 \
    if (fd >= 0) return fcntl(fd, F_DUPFD_CLOEXEC, 3);                          \
    if (flags & (O_CREAT | O_TMPFILE)) {                                        \
      va_list ap;                                                               \
      va_start(ap, flags);                                                      \
      mode = (mode_t)va_arg(ap, int);                                           \
      va_end(ap);                                                               \
    }                                                                           \
    if (!real) real = (open_fn)dlsym(RTLD_NEXT, #name);                         \
    return real(path, flags, mode);                                             \
  }

WRAP(open)
WRAP(open64)

// Write tracking (docs/checkpoints.md, "What a snapshot of a mapped sandbox writes"): once QEMU has
// mapped the handed-over file privately, the range is registered with userfaultfd in asynchronous
// write-protect mode. The kernel then marks, with no fault ever delivered to anyone, every page
// the guest (or a device) writes; the agent's warren-pages reads and re-arms those marks through
// /proc/PID/pagemap (PAGEMAP_SCAN), so a snapshot copies what was written since the last one, not
// everything written since the restore. Any failure here only leaves the VM untracked: the agent
// then copies all of the mapping's private pages, as without this.

#include <linux/userfaultfd.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/syscall.h>

#ifndef UFFD_FEATURE_WP_ASYNC
#define UFFD_FEATURE_WP_UNPOPULATED (1 << 13)
#define UFFD_FEATURE_WP_ASYNC (1 << 15)
#endif
#ifndef UFFD_USER_MODE_ONLY
#define UFFD_USER_MODE_ONLY 1
#endif

typedef void *(*mmap_fn)(void *, size_t, int, int, int, off_t);

static void track_writes(void *addr, size_t len) {
  int uffd = (int)syscall(SYS_userfaultfd, O_CLOEXEC | O_NONBLOCK | UFFD_USER_MODE_ONLY);
  if (uffd < 0) return;
  struct uffdio_api api = {.api = UFFD_API, .features = UFFD_FEATURE_WP_ASYNC | UFFD_FEATURE_WP_UNPOPULATED};
  struct uffdio_register reg = {.range = {(unsigned long)addr, len}, .mode = UFFDIO_REGISTER_MODE_WP};
  struct uffdio_writeprotect wp = {.range = {(unsigned long)addr, len}, .mode = UFFDIO_WRITEPROTECT_MODE_WP};
  if (ioctl(uffd, UFFDIO_API, &api) || ioctl(uffd, UFFDIO_REGISTER, &reg) || ioctl(uffd, UFFDIO_WRITEPROTECT, &wp)) {
    close(uffd);
    return;
  }
  // Kept open for the life of the process: closing it would end the tracking.
}

#define MMAP_WRAP(name)                                                                 \
  void *name(void *addr, size_t len, int prot, int flags, int fd, off_t off) {          \
    static mmap_fn real;                                                                \
    if (!real) real = (mmap_fn)dlsym(RTLD_NEXT, #name);                                 \
    void *p = real(addr, len, prot, flags, fd, off);                                    \
    struct stat mine, theirs;                                                           \
    int handed = handed_over(getenv("WARREN_MEMORY_PATH"));                             \
    if (p != MAP_FAILED && fd >= 0 && handed >= 0 && (flags & MAP_PRIVATE) &&           \
        (prot & PROT_WRITE) && fstat(fd, &mine) == 0 && fstat(handed, &theirs) == 0 &&  \
        mine.st_dev == theirs.st_dev && mine.st_ino == theirs.st_ino)                   \
      track_writes(p, len);                                                             \
    return p;                                                                           \
  }

MMAP_WRAP(mmap)
MMAP_WRAP(mmap64)

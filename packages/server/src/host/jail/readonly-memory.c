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

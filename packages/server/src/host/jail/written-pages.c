// warren-pages: the pages of a QEMU's copy-on-write RAM mapping written since it was last asked,
// copied into a checkpoint's memory file (docs/checkpoints.md, "What a snapshot of a mapped sandbox
// writes"). readonly-memory.so registered the mapping for asynchronous write protection; each
// PAGEMAP_SCAN here reports the written pages and protects them again in the same walk, so a page
// written after it was reported is reported by the next call.
//
//   warren-pages copy  PID DST START END OFFSET [START END OFFSET ...]
//   warren-pages reset PID START END [START END ...]
//
// copy writes each written page of [START, END) (addresses in PID) at OFFSET + (page - START) in
// DST and prints the bytes copied; reset only re-protects. Exit 3: the mapping is not tracked (the
// caller copies every private page instead); 1: anything else.

#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/fs.h>
#include <linux/types.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#ifndef PAGEMAP_SCAN
#define PAGE_IS_WRITTEN (1 << 1)
struct page_region {
  __u64 start, end, categories;
};
#define PM_SCAN_WP_MATCHING (1 << 0)
#define PM_SCAN_CHECK_WPASYNC (1 << 1)
struct pm_scan_arg {
  __u64 size, flags, start, end, walk_end, vec, vec_len, max_pages, category_inverted, category_mask,
      category_anyof_mask, return_mask;
};
#define PAGEMAP_SCAN _IOWR('f', 16, struct pm_scan_arg)
#endif

#define REGIONS 4096
#define CHUNK (1 << 20)

static void die(int code, const char *what) {
  fprintf(stderr, "warren-pages: %s: %s\n", what, strerror(errno));
  exit(code);
}

static unsigned long long number(const char *s) {
  char *end;
  errno = 0;
  unsigned long long v = strtoull(s, &end, 0);
  if (errno || *end || end == s) {
    fprintf(stderr, "warren-pages: not a number: %s\n", s);
    exit(1);
  }
  return v;
}

static void copy_range(int mem, int dst, __u64 from, __u64 to, __u64 base, __u64 offset, char *buf,
                       unsigned long long *copied) {
  for (__u64 a = from; a < to; a += CHUNK) {
    size_t n = to - a < CHUNK ? to - a : CHUNK;
    if (pread(mem, buf, n, (off_t)a) != (ssize_t)n) die(1, "read of the guest's memory");
    if (pwrite(dst, buf, n, (off_t)(offset + (a - base))) != (ssize_t)n) die(1, "write of the copy");
    *copied += n;
  }
}

int main(int argc, char **argv) {
  int copying = argc >= 2 && strcmp(argv[1], "copy") == 0;
  int per = copying ? 3 : 2;
  int first = copying ? 4 : 3;
  if (argc < first + per || (argc - first) % per != 0 || (!copying && strcmp(argv[1], "reset") != 0)) {
    fprintf(stderr, "usage: warren-pages copy PID DST (START END OFFSET)... | reset PID (START END)...\n");
    return 1;
  }
  char path[64];
  snprintf(path, sizeof path, "/proc/%s/pagemap", argv[2]);
  int pagemap = open(path, O_RDONLY | O_CLOEXEC);
  if (pagemap < 0) die(1, path);
  int mem = -1, dst = -1;
  char *buf = NULL;
  if (copying) {
    snprintf(path, sizeof path, "/proc/%s/mem", argv[2]);
    mem = open(path, O_RDONLY | O_CLOEXEC);
    if (mem < 0) die(1, path);
    dst = open(argv[3], O_WRONLY | O_CLOEXEC);
    if (dst < 0) die(1, argv[3]);
    buf = malloc(CHUNK);
    if (!buf) die(1, "malloc");
  }
  static struct page_region regions[REGIONS];
  unsigned long long copied = 0;
  for (int i = first; i < argc; i += per) {
    __u64 start = number(argv[i]), end = number(argv[i + 1]);
    __u64 offset = copying ? number(argv[i + 2]) : 0;
    for (__u64 at = start; at < end;) {
      struct pm_scan_arg arg = {
          .size = sizeof arg,
          .flags = PM_SCAN_WP_MATCHING | PM_SCAN_CHECK_WPASYNC,
          .start = at,
          .end = end,
          .vec = (unsigned long)regions,
          .vec_len = REGIONS,
          .category_mask = PAGE_IS_WRITTEN,
          .return_mask = PAGE_IS_WRITTEN,
      };
      long found = ioctl(pagemap, PAGEMAP_SCAN, &arg);
      if (found < 0) die(errno == EPERM || errno == EINVAL || errno == ENOTTY ? 3 : 1, "PAGEMAP_SCAN");
      for (long r = 0; r < found && copying; r++)
        copy_range(mem, dst, regions[r].start, regions[r].end, start, offset, buf, &copied);
      if (arg.walk_end <= at) {
        errno = EIO;
        die(1, "PAGEMAP_SCAN made no progress");
      }
      at = arg.walk_end;
    }
  }
  printf("%llu\n", copied);
  return 0;
}

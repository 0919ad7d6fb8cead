// An image as a host boots it: the unpacked ext4 base disk and the image's configuration.
// host/types.ts re-exports it as part of the host agent's contract.

/** An image already unpacked on this host as an ext4 base disk. */
export interface LocalImage {
  /** Reference as the user wrote it (e.g. "busybox"). */
  ref: string;
  /** Read-only ext4 file holding the image filesystem. Shared by every sandbox of the image. */
  baseDisk: string;
  entrypoint: string[];
  env: string[];
  cwd: string;
  /**
   * For an image built on this host: which build of it this is (a rebuild changes it), so a
   * template checkpointed on an older build is not restored over the new base disk.
   */
  buildId?: string;
}

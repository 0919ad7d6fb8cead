// Files as envd's messages show them (filesystem.EntryInfo, docs/e2b.md): Warren's file entries
// (guest/types.ts FileEntry, FileStat) with the type as envd's enum, the permission bits and their
// `ls`-style string, owner and group names, a symlink's target, and the file's metadata (the
// user.e2b.* extended attributes that /files uploads with X-Metadata-* headers set).

import { posix } from 'node:path';
import type { FileDetails, FileKind, WatchOp } from '../../guest/types.ts';

/** Metadata keys live as extended attributes under this prefix. */
export const METADATA_XATTR = 'user.e2b.';

const FILE_TYPES: Record<FileKind, string> = {
  file: 'FILE_TYPE_FILE',
  dir: 'FILE_TYPE_DIRECTORY',
  symlink: 'FILE_TYPE_SYMLINK',
  other: 'FILE_TYPE_UNSPECIFIED',
};

export const EVENT_TYPES: Record<WatchOp, string> = {
  create: 'EVENT_TYPE_CREATE',
  write: 'EVENT_TYPE_WRITE',
  remove: 'EVENT_TYPE_REMOVE',
  rename: 'EVENT_TYPE_RENAME',
  chmod: 'EVENT_TYPE_CHMOD',
};

export interface FileFacts extends FileDetails {
  kind: FileKind;
  size: number;
  mode: number;
  mtime_unix_ns: number;
}

/** EntryInfo of the file at absolute path `path`. */
export function entryInfo(path: string, f: FileFacts): Record<string, unknown> {
  const metadata: Record<string, string> = {};
  for (const [k, v] of Object.entries(f.xattrs ?? {})) {
    if (k.startsWith(METADATA_XATTR)) metadata[k.slice(METADATA_XATTR.length)] = v;
  }
  return {
    name: path === '/' ? '/' : posix.basename(path),
    type: FILE_TYPES[f.kind],
    path,
    size: String(f.size),
    mode: f.mode & 0o777,
    permissions: permissions(f.kind, f.mode),
    owner: f.owner ?? '',
    group: f.group ?? '',
    modifiedTime: new Date(Math.floor(f.mtime_unix_ns / 1e6)).toISOString(),
    ...(f.target === undefined ? {} : { symlinkTarget: f.target }),
    ...(Object.keys(metadata).length === 0 ? {} : { metadata }),
  };
}

/** The mode as Go's FileMode.String() writes it (what envd sends): `-rw-r--r--`, `drwxr-xr-x`. */
export function permissions(kind: FileKind, mode: number): string {
  const type = kind === 'dir' ? 'd' : kind === 'symlink' ? 'L' : '-';
  let bits = '';
  for (let i = 8; i >= 0; i--) bits += mode & (1 << i) ? 'rwx'[(8 - i) % 3] : '-';
  return type + bits;
}

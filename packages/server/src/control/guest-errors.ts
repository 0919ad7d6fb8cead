// What a guest agent's or a host's failure means for the API caller: its error codes as API errors.

import { ApiError, agentUnreachable, diskReserveReached, hostUnavailable } from '../errors.ts';
import { AgentUnreachableError, DiskReserveError, GuestError, HostUnavailableError } from '../host/types.ts';

const GUEST_CODES: Record<string, [number, string]> = {
  not_found: [404, 'not found'],
  exists: [409, 'exists'],
  is_directory: [400, 'is a directory'],
  not_directory: [400, 'not a directory'],
  too_large: [413, 'too large'],
  session_limit: [409, 'session limit (256) reached'],
  command_limit: [409, 'command limit (64) reached'],
  not_running: [409, 'command has exited'],
  stdin_closed: [409, 'stdin is closed'],
  no_terminal: [409, 'command has no terminal'],
  bad_request: [400, 'invalid request'],
  unknown_user: [400, 'unknown user'],
  watch_limit: [409, 'watcher limit (64) reached'],
  unsupported: [400, 'unsupported'],
  // A path the caller got wrong, told by the guest's errno.
  name_too_long: [400, 'name too long'],
  symlink_loop: [400, 'symlink loop'],
  permission_denied: [403, 'permission denied'],
  read_only: [409, 'read-only file system'],
  io: [500, 'guest io error'],
};

/**
 * Failures of the host itself, wherever they surface: one that cannot be reached (docs/hosts.md) is
 * 503 `Unavailable`, one down to its disk reserve (host/disk-reserve.ts) 503 `capacity`, both with
 * Retry-After.
 */
export function hostErrorToApi(err: unknown): ApiError | undefined {
  if (err instanceof HostUnavailableError) return hostUnavailable();
  if (err instanceof DiskReserveError) return diskReserveReached(err.message);
  return undefined;
}

export function guestErrorToApi(err: unknown): unknown {
  if (err instanceof ApiError) return err;
  const host = hostErrorToApi(err);
  if (host) return host;
  if (err instanceof AgentUnreachableError) return agentUnreachable(503);
  if (err instanceof GuestError) {
    const [status, word] = GUEST_CODES[err.code] ?? [500, 'guest error'];
    return new ApiError(status, word, err.message);
  }
  return err;
}

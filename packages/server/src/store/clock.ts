// The store's clock: times are stored as Unix nanoseconds in a JS number (millisecond precision).
// Its own module so every part of the store reads the same clock without importing index.ts.

export function nowNs(): number {
  return Date.now() * 1e6;
}

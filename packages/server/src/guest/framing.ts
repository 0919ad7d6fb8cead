// Frames of the guest protocol (docs/guest-protocol.md): u32 header length, u32 body length (both
// big-endian), JSON header, raw body. This file owns the byte layout and nothing else.

export const MAX_FRAME_BYTES = 40 * 1024 * 1024;

export interface Frame {
  header: Record<string, unknown> & { id: number; type: string };
  body: Buffer;
}

export class FrameTooLargeError extends Error {}

export function encodeFrame(header: Record<string, unknown>, body: Buffer = Buffer.alloc(0)): Buffer {
  const h = Buffer.from(JSON.stringify(header));
  if (8 + h.length + body.length > MAX_FRAME_BYTES) {
    throw new FrameTooLargeError(`frame of ${8 + h.length + body.length} bytes exceeds ${MAX_FRAME_BYTES}`);
  }
  const prefix = Buffer.alloc(8);
  prefix.writeUInt32BE(h.length, 0);
  prefix.writeUInt32BE(body.length, 4);
  return Buffer.concat([prefix, h, body]);
}

/** Accumulates stream chunks and yields whole frames. Throws FrameTooLargeError on a bad length. */
export class FrameDecoder {
  private chunks: Buffer[] = [];
  private buffered = 0;

  push(chunk: Buffer): Frame[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const frames: Frame[] = [];
    for (;;) {
      if (this.buffered < 8) break;
      const head = this.peek(8);
      const hl = head.readUInt32BE(0);
      const bl = head.readUInt32BE(4);
      if (8 + hl + bl > MAX_FRAME_BYTES) throw new FrameTooLargeError(`incoming frame of ${8 + hl + bl} bytes`);
      if (this.buffered < 8 + hl + bl) break;
      const all = this.take(8 + hl + bl);
      const header = JSON.parse(all.subarray(8, 8 + hl).toString('utf8')) as Frame['header'];
      frames.push({ header, body: all.subarray(8 + hl) });
    }
    return frames;
  }

  private peek(n: number): Buffer {
    if (this.chunks[0].length < n) this.chunks = [Buffer.concat(this.chunks)];
    return this.chunks[0].subarray(0, n);
  }

  private take(n: number): Buffer {
    if (this.chunks[0].length < n) this.chunks = [Buffer.concat(this.chunks)];
    const first = this.chunks[0];
    const out = first.subarray(0, n);
    if (first.length === n) this.chunks.shift();
    else this.chunks[0] = first.subarray(n);
    this.buffered -= n;
    return out;
  }
}

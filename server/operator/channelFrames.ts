import v8 from 'node:v8';

/**
 * The operator channel's wire format: each message is a 4-byte big-endian length and the message in
 * V8's structured-clone serialisation, which keeps what a database row holds (bigint, Date,
 * Uint8Array, nested JSON values) without a codec of our own. Both ends are this repository's Node.
 */
const MAX_FRAME_BYTES = 64 * 1024 * 1024;

/** A request from a command: one statement, or a step of its one open transaction. */
export type ChannelRequest =
  | { id: number; op: 'query'; sql: string; params: readonly unknown[] }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'begin' | 'commit' | 'rollback' };

/** A database error as it crosses the channel: PostgreSQL's fields that callers test (`code` = SQLSTATE). */
export type ChannelError = { message: string; code?: string; detail?: string; constraint?: string; table?: string; column?: string; severity?: string };

export type ChannelReply = { id: number; ok: true; rows?: unknown[] } | { id: number; ok: false; error: ChannelError };

/** One message as a frame. */
export function encodeFrame(message: ChannelRequest | ChannelReply): Buffer {
  const body = v8.serialize(message);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(body.length);
  return Buffer.concat([head, body]);
}

/**
 * Collects a stream's chunks and hands each whole message to `onMessage`, in order. Throws on a
 * frame larger than 64 MiB (a peer that is not ours).
 *
 * @example socket.on('data', frameReader((message) => handle(message as ChannelRequest)))
 */
export function frameReader(onMessage: (message: unknown) => void): (chunk: Buffer) => void {
  let buffered: Buffer = Buffer.alloc(0);
  return (chunk) => {
    buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
    while (buffered.length >= 4) {
      const length = buffered.readUInt32BE(0);
      if (length > MAX_FRAME_BYTES) throw new Error(`operator channel: a frame of ${length} bytes is larger than allowed`);
      if (buffered.length < 4 + length) return;
      const body = buffered.subarray(4, 4 + length);
      buffered = buffered.subarray(4 + length);
      onMessage(v8.deserialize(body));
    }
  };
}

/** The fields of a database error worth carrying (the rest, such as a stack, stay on the server). */
export function toChannelError(error: unknown): ChannelError {
  // Duck-typed: PGlite's DatabaseError may come from another realm (not `instanceof Error` here).
  const fields = (typeof error === 'object' && error !== null ? error : {}) as Partial<Record<'message' | 'code' | 'detail' | 'constraint' | 'table' | 'column' | 'severity', unknown>>;
  if (typeof fields.message !== 'string') return { message: String(error) };
  const out: ChannelError = { message: fields.message };
  for (const key of ['code', 'detail', 'constraint', 'table', 'column', 'severity'] as const) {
    if (typeof fields[key] === 'string') out[key] = fields[key];
  }
  return out;
}

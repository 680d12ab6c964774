import net from 'node:net';
import type { Db, Queryable } from '../db/db';
import { type ChannelError, type ChannelReply, type ChannelRequest, encodeFrame, frameReader } from './channelFrames';

/** Distributes Omit over a union, so each request keeps its own fields. */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/** The operator channel could not be reached (no server listens on the socket). */
export class ChannelUnavailableError extends Error {}

/**
 * The running server's database, as an operator command sees it: a `Db` whose statements run in the
 * server through its operator channel (serveOperatorChannel.ts). `tx` opens the connection's one
 * transaction; a statement on this Db while it is open runs inside it.
 *
 * @example const db = await connectOperatorChannel(holder.socket); try { await creditAccount(db, …) } finally { await db.close() }
 */
export async function connectOperatorChannel(socketPath: string): Promise<Db> {
  const socket = await new Promise<net.Socket>((resolve, reject) => {
    const s = net.connect(socketPath);
    s.once('connect', () => {
      s.off('error', reject);
      resolve(s);
    });
    s.once('error', (error) => reject(new ChannelUnavailableError(`nothing answers on ${socketPath}: ${error.message}`)));
  });
  const pending = new Map<number, { resolve(reply: ChannelReply): void; reject(error: Error): void }>();
  let nextId = 1;
  let gone: Error | null = null;
  socket.on(
    'data',
    frameReader((message) => {
      const reply = message as ChannelReply;
      pending.get(reply.id)?.resolve(reply);
      pending.delete(reply.id);
    }),
  );
  const fail = (error: Error) => {
    gone ??= error;
    for (const waiter of pending.values()) waiter.reject(gone);
    pending.clear();
  };
  socket.on('error', (error) => fail(new Error(`operator channel failed: ${error.message}`)));
  socket.on('close', () => fail(new Error('the server closed the operator channel (it stopped, or a transaction was open too long)')));

  const request = async (body: WithoutId<ChannelRequest>): Promise<unknown[] | undefined> => {
    if (gone) throw gone;
    const id = nextId++;
    const reply = await new Promise<ChannelReply>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      socket.write(encodeFrame({ ...body, id } as ChannelRequest));
    });
    if (!reply.ok) throw fromChannelError(reply.error);
    return reply.rows;
  };

  const queryable: Queryable = {
    query: async <T>(sql: string, params: readonly unknown[] = []) => (await request({ op: 'query', sql, params })) as T[],
    exec: async (sql: string) => {
      await request({ op: 'exec', sql });
    },
  };
  return {
    kind: 'pglite',
    ...queryable,
    async tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
      await request({ op: 'begin' });
      let result: T;
      try {
        result = await fn(queryable);
      } catch (error) {
        await request({ op: 'rollback' }).catch(() => undefined);
        throw error;
      }
      await request({ op: 'commit' });
      return result;
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.destroyed) return resolve();
        socket.once('close', () => resolve());
        socket.end();
      }),
  };
}

/** The server's database error, with the fields callers test (`code` is the SQLSTATE). */
function fromChannelError(fields: ChannelError): Error {
  return Object.assign(new Error(fields.message), fields);
}

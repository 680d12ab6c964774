import fs from 'node:fs';
import net from 'node:net';
import type { Db, Queryable } from '../db/db';
import { type ChannelReply, type ChannelRequest, encodeFrame, frameReader, toChannelError } from './channelFrames';

/** How long a command may keep a transaction open: PGlite runs one transaction at a time, so the API waits meanwhile. */
export const CHANNEL_TX_LIMIT_MS = 30_000;

export type OperatorChannel = { socketPath: string; close(): Promise<void> };

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/** Thrown inside the transaction to end it with ROLLBACK. */
class RollbackRequested extends Error {}

/**
 * The running server's operator channel: a Unix socket (owner-only, 0600) on which operator commands
 * (scripts/*.ts) run their statements on the server's own database, so that a command works while the
 * server runs and no second process ever opens its PGlite folder. The commands keep all their rules;
 * the channel carries statements and at most one transaction per connection, which a closed
 * connection or CHANNEL_TX_LIMIT_MS rolls back. Whoever may connect could open the data folder
 * itself (same account), so the channel grants nothing the files do not.
 *
 * @example const channel = await serveOperatorChannel(db, operatorSocketPath(config.dataDir), app.log)
 */
export async function serveOperatorChannel(db: Db, socketPath: string, log: Log, options: { txLimitMs?: number } = {}): Promise<OperatorChannel> {
  const txLimitMs = options.txLimitMs ?? CHANNEL_TX_LIMIT_MS;
  // A socket file left by a process that died (the lock was stale, so nobody listens on it).
  fs.rmSync(socketPath, { force: true });
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serveConnection(db, socket, log, txLimitMs);
  });
  // The socket file is created owner-only: no moment in which another account could connect.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } finally {
    process.umask(umask);
  }
  fs.chmodSync(socketPath, 0o600);
  return {
    socketPath,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
      fs.rmSync(socketPath, { force: true });
    },
  };
}

type OpenTx = { q: Queryable; finish(outcome: 'commit' | 'rollback'): Promise<void> };

function serveConnection(db: Db, socket: net.Socket, log: Log, txLimitMs: number): void {
  let tx: OpenTx | null = null;
  let txTimer: NodeJS.Timeout | undefined;
  let closed = false;
  // One request at a time, in order: a transaction's statements run on its one connection.
  let queue: Promise<void> = Promise.resolve();

  const endTx = async (outcome: 'commit' | 'rollback') => {
    const open = tx;
    tx = null;
    clearTimeout(txTimer);
    if (open) await open.finish(outcome);
  };
  const reply = (message: ChannelReply) => {
    if (!closed) socket.write(encodeFrame(message));
  };

  const handle = async (request: ChannelRequest) => {
    try {
      switch (request.op) {
        case 'query':
          return reply({ id: request.id, ok: true, rows: await (tx?.q ?? db).query(request.sql, request.params) });
        case 'exec':
          await (tx?.q ?? db).exec(request.sql);
          return reply({ id: request.id, ok: true });
        case 'begin':
          if (tx) throw new Error('a transaction is already open on this connection');
          tx = await openTransaction(db);
          txTimer = setTimeout(() => {
            log.warn({ limitMs: txLimitMs }, 'operator command kept a transaction open too long: rolled back');
            socket.destroy();
          }, txLimitMs);
          return reply({ id: request.id, ok: true });
        case 'commit':
        case 'rollback':
          if (!tx) throw new Error('no transaction is open on this connection');
          await endTx(request.op);
          return reply({ id: request.id, ok: true });
      }
    } catch (error) {
      reply({ id: request.id, ok: false, error: toChannelError(error) });
    }
  };

  const read = frameReader((message) => {
    const request = message as ChannelRequest;
    queue = queue.then(() => handle(request));
  });
  socket.on('data', (chunk) => {
    try {
      read(chunk);
    } catch (error) {
      log.warn({ err: error }, 'operator channel: unreadable message, connection closed');
      socket.destroy();
    }
  });
  socket.on('error', () => socket.destroy());
  socket.on('close', () => {
    closed = true;
    // A command that went away mid-transaction changes nothing.
    queue = queue.then(() => endTx('rollback')).catch(() => undefined);
  });
}

/** BEGIN on the server's database, held open until `finish` says commit or roll back. */
function openTransaction(db: Db): Promise<OpenTx> {
  return new Promise((resolveOpen, rejectOpen) => {
    let settle: (outcome: 'commit' | 'rollback') => void = () => undefined;
    const outcome = new Promise<'commit' | 'rollback'>((resolve) => (settle = resolve));
    let opened = false;
    const done = db
      .tx(async (q) => {
        opened = true;
        resolveOpen({
          q,
          finish: async (result) => {
            settle(result);
            await done;
          },
        });
        if ((await outcome) === 'rollback') throw new RollbackRequested();
      })
      .catch((error: unknown) => {
        if (!opened) rejectOpen(error);
        else if (!(error instanceof RollbackRequested)) throw error;
      });
  });
}

import type { HostSettings } from '../http/hostSettings';
import { DataDirBusyError, acquireDataDirLock, readDataDirHolder } from '../db/dataDirLock';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openDb } from '../db/openDb';
import { ChannelUnavailableError, connectOperatorChannel } from './connectOperatorChannel';

/** An operator command cannot reach the database; the message says why and what to do. */
export class OperatorDbUnavailableError extends Error {}

export type OperatorDb = {
  db: Db;
  /** `postgres`: DATABASE_URL directly; `server`: the running server's operator channel; `folder`: the PGlite folder, no server running. */
  via: 'postgres' | 'server' | 'folder';
  /** Which server carried the command, for the operator to read. */
  note: string | null;
  close(): Promise<void>;
};

/**
 * The database an operator command acts on, never a second opening of a folder another process
 * holds: PostgreSQL (DATABASE_URL) directly; with the embedded PGlite, the running server's operator
 * channel when a server holds DATA_DIR, otherwise the folder itself, under the same lock file as the
 * server (so a server started meanwhile refuses to open it). While another command holds the folder,
 * or a server is still starting, it waits up to `waitMs`.
 *
 * @example const { db, close } = await openOperatorDb(config, { migrationsRoot })
 */
export async function openOperatorDb(config: Pick<HostSettings, 'databaseUrl' | 'dataDir'>, options: { migrationsRoot: string; waitMs?: number; onError?: (error: Error) => void }): Promise<OperatorDb> {
  const onError = options.onError ?? ((error) => console.error('database connection error', error));
  if (config.databaseUrl) {
    const db = await openDb(config, onError);
    await migrateOrClose(db, options.migrationsRoot);
    return { db, via: 'postgres', note: null, close: () => db.close() };
  }
  if (config.dataDir.startsWith('memory://')) {
    throw new OperatorDbUnavailableError(
      'DATA_DIR=memory:// is a database inside one process, gone when it stops: no command can reach it. Give the DATA_DIR (or DATABASE_URL) of the server you operate.',
    );
  }
  const deadline = Date.now() + (options.waitMs ?? 10_000);
  for (;;) {
    const holder = readDataDirHolder(config.dataDir);
    if (holder?.socket) {
      try {
        const db = await connectOperatorChannel(holder.socket);
        return { db, via: 'server', note: `through the running server (pid ${holder.pid})`, close: () => db.close() };
      } catch (error) {
        if (!(error instanceof ChannelUnavailableError)) throw error;
        // A server that is still starting listens once its migrations are applied.
        if (Date.now() >= deadline) {
          throw new OperatorDbUnavailableError(
            `the server (pid ${holder.pid}) holds ${config.dataDir} but its operator channel does not answer (${error.message}). Nothing was changed. Is it still starting, or stuck?`,
          );
        }
      }
    } else if (!holder) {
      try {
        const lock = acquireDataDirLock(config.dataDir, 'operator command', null);
        try {
          const db = await openDb(config, onError);
          await migrateOrClose(db, options.migrationsRoot);
          return {
            db,
            via: 'folder',
            note: null,
            close: async () => {
              try {
                await db.close();
              } finally {
                lock.release();
              }
            },
          };
        } catch (error) {
          lock.release();
          throw error;
        }
      } catch (error) {
        if (!(error instanceof DataDirBusyError)) throw error;
      }
    } else if (Date.now() >= deadline) {
      // Another command has the folder open (no server runs).
      throw new DataDirBusyError(config.dataDir, holder);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function migrateOrClose(db: Db, root: string): Promise<void> {
  try {
    await migrate(db, root);
  } catch (error) {
    await db.close();
    throw error;
  }
}

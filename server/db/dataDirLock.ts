import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The lock file inside a PGlite data folder: who has the folder open. */
export const LOCK_FILE = 'wallet.lock';

/** Who holds a data folder, as its lock file says. */
export type DataDirHolder = {
  pid: number;
  /** `server` (npm start) or `operator command` (a script that opened the folder itself). */
  role: string;
  startedAt: string;
  /** The holder's operator channel (a Unix socket), where a server listens for operator commands. */
  socket: string | null;
};

export type DataDirLock = { holder: DataDirHolder; lockPath: string; release(): void };

/** The folder is held by another live process; the message names it and says what to do. */
export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: DataDirHolder,
  ) {
    super(
      `${dataDir} is in use by ${holder.role === 'server' ? 'a running server' : `an ${holder.role}`} (pid ${holder.pid}, since ${holder.startedAt}). ` +
        `One process opens a PGlite data folder at a time: stop that process first, or use another DATA_DIR. ` +
        `If no such process runs, remove ${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirBusyError';
  }
}

/**
 * The operator channel's socket for a data folder: `<dataDir>/operator.sock`, or a name in the
 * temp folder derived from the data folder when that path is longer than a Unix socket path may be
 * (107 bytes on Linux). Either way the lock file records it, so commands never guess.
 */
export function operatorSocketPath(dataDir: string): string {
  const inFolder = path.join(dataDir, 'operator.sock');
  if (Buffer.byteLength(inFolder) <= 100) return inFolder;
  const digest = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `wallet-operator-${digest}.sock`);
}

/**
 * Takes the data folder for this process: writes `wallet.lock` with this pid, atomically (written
 * under a temporary name, then linked, which fails when the file exists). A lock whose process is
 * gone (a crash, a SIGKILL) is stale and taken over. Throws DataDirBusyError when a live process
 * holds it. Release it when the database is closed; the process's exit releases it too.
 *
 * @example const lock = acquireDataDirLock(config.dataDir, 'server', operatorSocketPath(config.dataDir))
 */
export function acquireDataDirLock(dataDir: string, role: string, socket: string | null): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const holder: DataDirHolder = { pid: process.pid, role, startedAt: new Date().toISOString(), socket };
  const temporary = `${lockPath}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(holder)}\n`, { mode: 0o600 });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        fs.linkSync(temporary, lockPath);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const current = readDataDirHolder(dataDir);
        if (current) throw new DataDirBusyError(dataDir, current);
        // Stale: its process is gone. Remove it and try once more.
        if (attempt > 0) throw error;
        fs.rmSync(lockPath, { force: true });
      }
    }
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    // Only our own lock: never remove one a later process took over.
    if (readDataDirHolder(dataDir)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
  };
  process.on('exit', release);
  return { holder, lockPath, release };
}

/**
 * The live holder of a data folder, or null when the folder is free (no lock file, or one whose
 * process is gone). A lock file that cannot be read yet counts as held by an unknown live process
 * only while it is fresh (it is written whole before it appears, so this is a damaged file).
 */
export function readDataDirHolder(dataDir: string): DataDirHolder | null {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let holder: DataDirHolder;
  try {
    holder = JSON.parse(text) as DataDirHolder;
  } catch {
    return null;
  }
  if (!Number.isSafeInteger(holder.pid) || holder.pid <= 0) return null;
  return isAlive(holder.pid) ? holder : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

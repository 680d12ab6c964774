import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirBusyError, LOCK_FILE, acquireDataDirLock, operatorSocketPath, readDataDirHolder } from './dataDirLock';

/** One process per PGlite folder: the lock file, its stale takeover and its release. */
describe('dataDirLock', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-lock-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const writeHolder = (pid: number) => fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid, role: 'server', startedAt: '2026-11-28T00:00:00.000Z', socket: '/x.sock' }));
  /** The pid of a process that has ended. */
  const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

  it('takes a free folder, names this process, and releases it', () => {
    const lock = acquireDataDirLock(dir, 'server', '/tmp/x.sock');
    expect(readDataDirHolder(dir)).toMatchObject({ pid: process.pid, role: 'server', socket: '/tmp/x.sock' });
    expect(fs.readdirSync(dir)).toEqual([LOCK_FILE]);
    lock.release();
    expect(readDataDirHolder(dir)).toBeNull();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('refuses a folder a live process holds, naming it, and leaves its lock alone', () => {
    writeHolder(process.ppid);
    expect(() => acquireDataDirLock(dir, 'operator command', null)).toThrow(DataDirBusyError);
    expect(() => acquireDataDirLock(dir, 'operator command', null)).toThrow(`is in use by a running server (pid ${process.ppid}`);
    expect(readDataDirHolder(dir)?.pid).toBe(process.ppid);
  });

  it('refuses a second lock in the same process', () => {
    const lock = acquireDataDirLock(dir, 'server', null);
    expect(() => acquireDataDirLock(dir, 'server', null)).toThrow(DataDirBusyError);
    lock.release();
  });

  it('takes over a stale lock (its process is gone) or an unreadable one', () => {
    writeHolder(deadPid());
    expect(readDataDirHolder(dir)).toBeNull();
    acquireDataDirLock(dir, 'server', null).release();
    fs.writeFileSync(path.join(dir, LOCK_FILE), 'garbage');
    acquireDataDirLock(dir, 'server', null).release();
  });

  it('never removes a lock a later process took over', () => {
    const lock = acquireDataDirLock(dir, 'server', null);
    writeHolder(process.ppid);
    lock.release();
    expect(readDataDirHolder(dir)?.pid).toBe(process.ppid);
  });

  it('puts the socket in the folder, or in the temp folder when that path would be too long for a socket', () => {
    expect(operatorSocketPath('/srv/wallet/pglite')).toBe('/srv/wallet/pglite/operator.sock');
    const long = `/srv/${'d'.repeat(120)}`;
    expect(operatorSocketPath(long)).toMatch(new RegExp(`^${os.tmpdir()}/wallet-operator-[0-9a-f]{16}\\.sock$`));
    expect(operatorSocketPath(long)).toBe(operatorSocketPath(long));
    expect(operatorSocketPath(`${long}x`)).not.toBe(operatorSocketPath(long));
  });
});

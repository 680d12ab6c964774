import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../../db/db';
import { migrate } from '../../../db/migrate';
import { wrapPglite } from '../../../db/pgliteDb';
import { auditLedger } from '../../../ledger/auditLedger';
import { nativeRequire } from '../../../testing/nativeRequire';
import { MIGRATIONS_ROOT, OPEN_DB_TIMEOUT_MS, testDbTargets } from '../../../testing/testDb';

/**
 * The operator's command (scripts/credit.ts) as docs/operator/credit.md runs it, through the ledger's one path:
 * with the database refusing any balance change but a leg's, it still credits, once per --key.
 */
const ROOT = path.join(__dirname, '../../../..');
const TSX_CLI = require.resolve('tsx/cli');
jest.setTimeout(90_000);

function runCredit(env: Record<string, string>, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child: ChildProcess = spawn(process.execPath, [TSX_CLI, 'scripts/credit.ts', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'development', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A user to credit, in a migrated database; returns its accid. */
async function addUser(db: Db): Promise<string> {
  await migrate(db, MIGRATIONS_ROOT);
  await db.query(`INSERT INTO users (accid, account_name, registered_at, invite_code) VALUES ('75000001', 'Credited', now(), 'CREDIT01')`);
  return '75000001';
}

async function checkCredits(env: Record<string, string>, reopen: () => Promise<Db>) {
  const args = ['--to', '75000001', '--coin', 'USDT', '--amount', '12.5', '--key', 'credit-script-1', '--operator', 'tester'];
  const first = await runCredit(env, args);
  expect({ code: first.code, stderr: first.stderr }).toEqual({ code: 0, stderr: '' });
  expect(JSON.parse(first.stdout)).toMatchObject({ key: 'credit-script-1', replayed: false, record: { amount: '12.5', coin: 'USDT', type: 2 } });
  const again = await runCredit(env, args);
  expect(again.code).toBe(0);
  expect(JSON.parse(again.stdout)).toMatchObject({ replayed: true });
  expect(again.stderr).toContain('nothing was credited again');

  const db = await reopen();
  try {
    const [row] = await db.query<{ balance: string; created_by: string }>(
      `SELECT a.balance::text AS balance, e.created_by FROM ledger_accounts a JOIN users u ON u.id = a.user_id
         JOIN journal_legs l ON l.account_id = a.id JOIN journal_entries e ON e.id = l.entry_id
        WHERE u.accid = '75000001' AND a.coin = 'USDT'`,
    );
    expect(row).toEqual({ balance: '12500000', created_by: 'operator:tester' });
    expect(await auditLedger(db)).toEqual([]);
  } finally {
    await db.close();
  }
}

describe('scripts/credit.ts', () => {
  it('credits once per key on PGlite (DATA_DIR)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-credit-'));
    const { PGlite } = nativeRequire('@electric-sql/pglite') as typeof import('@electric-sql/pglite');
    const open = async () => wrapPglite(await PGlite.create(dataDir));
    try {
      const db = await open();
      await addUser(db);
      await db.close();
      await checkCredits({ DATA_DIR: dataDir }, open);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  const postgres = testDbTargets.find((t) => t.name === 'postgres')!;
  it('credits once per key on PostgreSQL (DATABASE_URL)', async () => {
    const testDb = await postgres.open();
    try {
      await addUser(testDb.db);
      const { openPgDb } = await import('../../../db/pgDb');
      await checkCredits({ DATABASE_URL: testDb.url! }, async () => openPgDb(testDb.url!, () => {}));
    } finally {
      await testDb.dispose();
    }
  }, OPEN_DB_TIMEOUT_MS);
});

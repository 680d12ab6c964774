import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runScript } from '../../testing/runScript';

/** The operator's command (scripts/wealth.ts) as docs/operator/wealth.md runs it, on the embedded PGlite (DATA_DIR). */
jest.setTimeout(120_000);

const runWealth = (dataDir: string, args: string[]) => runScript('scripts/wealth.ts', args, { DATA_DIR: dataDir });

describe('scripts/wealth.ts', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-wealth-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('adds, refuses, updates and lists products, each refusal naming the flag', async () => {
    // A wrong flag shape is refused before the database is opened (exit 2, with the usage).
    const shape = await runWealth(dataDir, ['product-add', '--category', 'stocks', '--coin', 'USDT', '--rate', '5', '--min', '10', '--quota', '100']);
    expect(shape.code).toBe(2);
    expect(shape.stderr).toMatch(/^--category: must be pos or coinplan\nusage:/);

    const added = await runWealth(dataDir, ['product-add', '--category', 'pos', '--coin', 'usdt', '--rate', '5.5', '--term', '30', '--min', '10', '--quota', '100000', '--max-per-user', '5000']);
    expect({ code: added.code, stderr: added.stderr }).toEqual({ code: 0, stderr: '' });
    const { id } = JSON.parse(added.stdout) as { id: number };

    // A rule of the product's terms: refused by the server's check (exit 1), nothing written.
    const rate = await runWealth(dataDir, ['product-add', '--category', 'pos', '--coin', 'USDT', '--rate', '100.5', '--min', '10', '--quota', '100']);
    expect(rate.code).toBe(1);
    expect(rate.stderr).toContain('wealth refused: rate is invalid: must be a percentage a year more than 0 and at most 100');

    const updated = await runWealth(dataDir, ['product-update', '--id', String(id), '--rate', '6', '--term', 'none', '--max-per-user', 'none', '--qualified', '--status', 'closed']);
    expect(updated.code).toBe(0);
    const listed = await runWealth(dataDir, ['product-list']);
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout)).toEqual([
      { id, category: 'pos', coin: 'USDT', rate: '6 %', termDays: 'on demand', min: '10', maxPerUser: null, quota: '100000', held: '0', qualifiedOnly: true, status: 'closed' },
    ]);
  });
});

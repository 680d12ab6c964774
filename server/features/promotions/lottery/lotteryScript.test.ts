import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runScript } from '../../../testing/runScript';

/** The lottery's operator commands (scripts/promotions.ts lottery-*) as docs/operator/promotions.md runs them, on the embedded PGlite (DATA_DIR). */
// Each command starts tsx and opens the PGlite folder: seconds apiece on a shared machine.
jest.setTimeout(480_000);

const run = (dataDir: string, args: string[]) => runScript('scripts/promotions.ts', args, { DATA_DIR: dataDir });

describe('scripts/promotions.ts lottery-*', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-lottery-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('sets a validated prize table, shows it, switches it off and on and sets a stock, refusing bad input with nothing changed', async () => {
    const off = await run(dataDir, ['lottery-off']);
    expect(off.code).toBe(1);
    expect(off.stderr).toContain('promotions refused: The lottery has no prizes yet.');

    const short = await run(dataDir, ['lottery-set-prizes', '--json', '{"cost":"10","dailyLimit":5,"prizes":[{"coin":"USDT","amount":"1","weight":500}]}']);
    expect(short.code).toBe(2);
    expect(short.stderr).toMatch(/^the table is invalid, nothing changed:\n {2}prizes: the weights must sum to 10000 basis points \(100 %\), not 500/);

    const file = path.join(dataDir, 'table.json');
    fs.writeFileSync(file, JSON.stringify({ cost: '10', dailyLimit: 3, prizes: [{ coin: 'USDT', amount: '2', weight: 1000, stock: 5 }, { coin: 'AU', amount: '1', weight: 1500 }, { coin: 'nothing', weight: 7500 }] }));
    const set = await run(dataDir, ['lottery-set-prizes', '--file', file, '--operator', 'alice']);
    expect({ code: set.code, stderr: set.stderr }).toEqual({ code: 0, stderr: '' });
    expect(JSON.parse(set.stdout)).toMatchObject({ enabled: true, cost: '10', dailyLimit: 3, prizes: [{ coin: 'USDT', percent: '10', stock: '5' }, { coin: 'AU', percent: '15', stock: null }, { coin: null, percent: '75' }] });

    expect(JSON.parse((await run(dataDir, ['lottery-off'])).stdout)).toEqual({ enabled: false, changed: true });
    expect(JSON.parse((await run(dataDir, ['lottery-on'])).stdout)).toEqual({ enabled: true, changed: true });

    expect((await run(dataDir, ['lottery-stock', '--prize', '0', '--stock', '1.5'])).code).toBe(2);
    expect(JSON.parse((await run(dataDir, ['lottery-stock', '--prize', '0', '--stock', '7'])).stdout)).toEqual({ position: 0, coin: 'USDT', stock: '7', was: '5' });
    const nothing = await run(dataDir, ['lottery-stock', '--prize', '2', '--stock', '7']);
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toContain('a "nothing" prize has no stock');

    const shown = JSON.parse((await run(dataDir, ['lottery-show'])).stdout);
    expect(shown).toMatchObject({ enabled: true, updatedBy: expect.stringMatching(/^operator:/), prizes: [{ position: 0, coin: 'USDT', stock: '7', initialStock: '5', enabled: true }, { position: 1 }, { position: 2, coin: null }] });
  });
});

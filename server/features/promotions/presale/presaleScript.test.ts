import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nativeRequire } from '../../../testing/nativeRequire';
import { seedHashOf } from '../../../../features/promotions/logic/presale/seedHashOf';
import { runScript } from '../../../testing/runScript';

/** The pre-sale operator commands (scripts/promotions.ts presale-*) as docs/operator/promotions.md runs them, on the embedded PGlite (DATA_DIR). */
jest.setTimeout(180_000);

const run = (dataDir: string, args: string[]) => runScript('scripts/promotions.ts', args, { DATA_DIR: dataDir });

describe('scripts/promotions.ts presale-*', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-presale-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('adds a round with its seed hash, refuses bad flags and rules, lists it with the seed secret, refuses an early draw, then draws once', async () => {
    const now = Date.now();
    const opens = new Date(now - 60_000).toISOString();
    const closes = new Date(now + 3_600_000).toISOString();

    for (const [args, message] of [
      [['presale-add', '--price', '2.5', '--allocation', '1000', '--cap', '100', '--opens', 'soon', '--closes', closes], '--opens: must be an ISO time'],
      [['presale-draw', '--round', 'abc'], '--round: must be a round number'],
    ] as const) {
      const res = await run(dataDir, [...args]);
      expect(res.code).toBe(2);
      expect(res.stderr).toContain(message);
    }
    const notLots = await run(dataDir, ['presale-add', '--price', '2.5', '--allocation', '1000', '--cap', '15', '--opens', opens, '--closes', closes]);
    expect(notLots.code).toBe(1);
    expect(notLots.stderr).toContain('cap is invalid: must be a whole number of lots');

    const added = await run(dataDir, ['presale-add', '--price', '2.5', '--allocation', '1000', '--cap', '100', '--opens', opens, '--closes', closes, '--operator', 'alice']);
    expect({ code: added.code, stderr: added.stderr }).toEqual({ code: 0, stderr: '' });
    const round = JSON.parse(added.stdout) as { id: string; seedHash: string; seed: null; phase: string; lotsOnSale: number };
    expect(round).toMatchObject({ token: 'AU', price: '2.5', lot: '10', lotTokens: '4', lotsOnSale: 250, phase: 'open', seed: null });

    const early = await run(dataDir, ['presale-draw', '--round', round.id]);
    expect(early.code).toBe(1);
    expect(early.stderr).toContain('The round is drawn after its window closes');
    const listed = JSON.parse((await run(dataDir, ['presale-list'])).stdout) as { id: string; seed: string }[];
    expect(listed[0]).toMatchObject({ id: round.id, seed: '(secret until the draw)', seedHash: round.seedHash });


    // The window closes: moved back in the folder's database while no command runs (a command
    // takes seconds to start, too slow to wait a real window out reliably).
    const { PGlite } = nativeRequire('@electric-sql/pglite') as typeof import('@electric-sql/pglite');
    const pglite = await PGlite.create(dataDir);
    await pglite.query("UPDATE presale_rounds SET closes_at = now() - interval '1 second' WHERE id = $1", [round.id]);
    await pglite.close();
    const drawn = await run(dataDir, ['presale-draw', '--round', round.id, '--operator', 'alice']);
    expect(drawn.code).toBe(0);
    const result = JSON.parse(drawn.stdout) as { seed: string; seedHash: string };
    expect(result).toMatchObject({ roundId: round.id, drawn: true, subscribers: 0, lotsWon: 0 });
    expect(seedHashOf(result.seed)).toBe(round.seedHash);
    const again = await run(dataDir, ['presale-draw', '--round', round.id]);
    expect(JSON.parse(again.stdout)).toMatchObject({ drawn: false, settled: 0, seed: result.seed });
    expect(again.stderr).toContain('was drawn before');
  });
});

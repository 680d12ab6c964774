import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runScript } from '../../testing/runScript';

/** The operator's command (scripts/promotions.ts) as docs/operator/promotions.md runs it, on the embedded PGlite (DATA_DIR). */
jest.setTimeout(180_000);

const run = (dataDir: string, args: string[], env: Record<string, string> = {}) => runScript('scripts/promotions.ts', args, { DATA_DIR: dataDir, ...env });

describe('scripts/promotions.ts', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-promotions-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('issues the coins, sets and lists prices, refuses bad ones naming the flag or the rule, and refuses a changed symbol', async () => {
    const shape = await run(dataDir, ['price-set', '--coin', 'AU', '--price', '2.1234567']);
    expect(shape.code).toBe(2);
    expect(shape.stderr).toMatch(/^--price: must be USDT per coin such as 2.5, at most 6 decimals\nusage:/);

    const set = await run(dataDir, ['price-set', '--coin', 'au', '--price', '2.5', '--operator', 'alice']);
    expect({ code: set.code, stderr: set.stderr }).toEqual({ code: 0, stderr: '' });
    expect(JSON.parse(set.stdout)).toMatchObject({ coin: 'AU', price: '2.5' });

    const zero = await run(dataDir, ['price-set', '--coin', 'AU', '--price', '0']);
    expect(zero.code).toBe(1);
    expect(zero.stderr).toContain('promotions refused: A price must be above 0');
    const btc = await run(dataDir, ['price-set', '--coin', 'BTC', '--price', '1']);
    expect(btc.code).toBe(1);
    expect(btc.stderr).toContain('promotions refused: BTC is not a token the platform issued');

    const coins = await run(dataDir, ['coins']);
    expect(coins.code).toBe(0);
    expect(JSON.parse(coins.stdout)).toMatchObject({
      token: 'AU',
      coins: [
        { role: 'token', symbol: 'AU', inCirculation: '0', operatorPrice: { price: '2.5', setBy: 'operator:alice' } },
        { role: 'second', symbol: 'AUS', operatorPrice: null },
        { role: 'points', symbol: 'POINTS', inCirculation: '0' },
      ],
    });
    const list = await run(dataDir, ['price-list', '--coin', 'AU']);
    expect(JSON.parse(list.stdout)).toEqual([expect.objectContaining({ coin: 'AU', price: '2.5', set_by: 'operator:alice' })]);

    const changed = await run(dataDir, ['coins'], { PROMOTIONS_TOKEN_SYMBOL: 'AUX' });
    expect(changed.code).toBe(1);
    expect(changed.stderr).toContain('PROMOTIONS_TOKEN_SYMBOL: the platform token was issued as AU');

    const points = await run(dataDir, ['points-credit', '--to', '12345678', '--amount', '1.5']);
    expect(points.code).toBe(2);
    expect(points.stderr).toMatch(/^--amount: must be whole points/);
    const nobody = await run(dataDir, ['points-credit', '--to', '12345678', '--amount', '5']);
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toContain('promotions refused');
  });

  it('shows, opens and closes the discounted sale, refusing a bad or a used event name', async () => {
    const status = await run(dataDir, ['discount-status']);
    expect(status.code).toBe(0);
    expect(JSON.parse(status.stdout)).toMatchObject({ open: 'discount-1', percent: 10, cap: 100, kycLevel: 2, events: [{ name: 'discount-1', opened_by: 'migration', buyers: 0, bought: '0' }] });
    const bad = await run(dataDir, ['discount-open', '--event', 'Spring 2027']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^--event: must be 1 to 40 small letters/);
    const opened = await run(dataDir, ['discount-open', '--event', 'spring-2027', '--operator', 'alice']);
    expect({ code: opened.code, stderr: opened.stderr }).toEqual({ code: 0, stderr: '' });
    expect(JSON.parse(opened.stdout)).toMatchObject({ opened: 'spring-2027', closed: 'discount-1' });
    const reused = await run(dataDir, ['discount-open', '--event', 'discount-1']);
    expect(reused.code).toBe(1);
    expect(reused.stderr).toContain('promotions refused: event is invalid: discount-1 was used before');
    const closed = await run(dataDir, ['discount-close']);
    expect(JSON.parse(closed.stdout)).toMatchObject({ opened: null, closed: 'spring-2027' });
    const again = await run(dataDir, ['discount-close']);
    expect(again.code).toBe(0);
    expect(again.stderr).toContain('No discount event was open');
    expect(JSON.parse((await run(dataDir, ['discount-status'])).stdout)).toMatchObject({ open: null, events: [{ name: 'spring-2027', opened_by: 'operator:alice' }, { name: 'discount-1', closed_by: 'operator:alice' }] });
  });
});

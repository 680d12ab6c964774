import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { coinIconPath } from '../../../lib/wallet/icons/coinIconPath';
import { coinMonogram } from '../../../lib/wallet/icons/coinMonogram';
import { coinIconSymbol } from '../../../features/cloudWallet/logic/coinIconSymbol';
import { OPEN_DB_TIMEOUT_MS, openMigratedTestDb, testDbTargets, type TestDb } from '../../testing/testDb';
import type { CoinIcon } from '../../../features/cloudWallet/contract/walletRules';

const ROOT = join(__dirname, '..', '..', '..');
const PACKAGE_SVGS = join(ROOT, 'node_modules', '@web3icons', 'core', 'dist', 'svgs');
const packageHas = (symbol: string) => existsSync(join(PACKAGE_SVGS, 'tokens', 'branded', `${symbol}.svg.js`));

// Defect 8 of issue 12: 8 of the 32 cloud coins showed "?" though the icon package had most of them.
describe.each(testDbTargets)('cloud coin icons ($name)', (target) => {
  let testDb: TestDb;
  let coins: { symbol: string; icon: CoinIcon }[];
  beforeAll(async () => {
    testDb = await openMigratedTestDb(target);
    coins = await testDb.db.query<{ symbol: string; icon: CoinIcon }>('SELECT symbol, icon FROM coins ORDER BY position');
  }, OPEN_DB_TIMEOUT_MS);
  afterAll(() => testDb?.dispose());

  it('gives every coin of the coin table a shipped file or a monogram, never a placeholder', () => {
    expect(coins.length).toBeGreaterThanOrEqual(32);
    for (const coin of coins) {
      const symbol = coinIconSymbol(coin);
      const path = coinIconPath(symbol);
      if (path) expect(existsSync(join(ROOT, 'public', path))).toBe(true);
      else expect(coinMonogram(symbol).text).toBe(symbol.slice(0, 3));
    }
  });

  it('ships a file for every coin the icon package has (a monogram only where no package has one)', () => {
    const withoutFile = coins.map((coin) => coinIconSymbol(coin)).filter((symbol) => coinIconPath(symbol) === null);
    expect(withoutFile.filter(packageHas)).toEqual([]);
    expect(withoutFile).toEqual(['AISI']);
    for (const symbol of ['DOGE', 'DOT', 'XLM', 'ATOM', 'FIL', 'AVAX', 'TON', 'ARB']) expect(coinIconPath(symbol)).toBe(`/coin-icons/${symbol}.svg`);
  });
});

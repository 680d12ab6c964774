import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { FLASH_SWAP_ERRORS, FLASH_SWAP_PATHS, type SwapQuote } from '../../../features/flashSwap/contract/flashSwapApi';
import { WALLET_ERRORS } from '../../../features/cloudWallet/contract/walletApi';
import { type TestDb, testDbTargets } from '../../testing/testDb';
import { type ListeningApp, useListeningApp } from '../../testing/useListeningApp';
import { PAY_PASSWORD, credit, walletAccount } from '../../testing/walletClient';
import { moveSwapTreasury } from './moveSwapTreasury';

const postgres = testDbTargets.find((t) => t.name === 'postgres')!;

describe('concurrent flash swaps against PostgreSQL', () => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let post: ListeningApp['post'];
  // A high daily limit: the races here are about the quote and the balance.
  useListeningApp(
    postgres,
    { env: { SWAP_DAILY_LIMIT_USD: '100000000', SWAP_MAX_USD: '100000000', SWAP_QUOTE_SECONDS: '120' } },
    (opened) => ({ app, testDb, post } = opened),
  );
  beforeAll(async () => {
    await moveSwapTreasury(testDb.db, new Date(), { direction: 'fund', coin: 'BTC', amount: '100', createdBy: 'operator:test' });
  });

  const swapEntries = async () => Number((await testDb.db.query<{ n: string }>("SELECT count(*)::text AS n FROM journal_entries WHERE kind = 'swap'"))[0].n);

  it('executes one quote exactly once under 50 concurrent accepts with different keys', async () => {
    const user = await walletAccount(app);
    await credit(app, user.user.accid, 'USDT', '1000');
    const quote = (await post(FLASH_SWAP_PATHS.quote, user.token, { from: 'USDT', to: 'BTC', side: 'from', amount: '500' })).data as SwapQuote;
    const before = await swapEntries();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post(FLASH_SWAP_PATHS.accept, user.token, { quoteId: quote.id, payPassword: PAY_PASSWORD }, randomUUID())),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === 1)).toHaveLength(1);
    expect(codes.filter((c) => c !== 1).every((c) => c === FLASH_SWAP_ERRORS.quoteUsed)).toBe(true);
    expect(await swapEntries()).toBe(before + 1);
    const [usdt] = await testDb.db.query<{ balance: string }>(
      "SELECT balance FROM ledger_accounts a JOIN users u ON u.id = a.user_id WHERE u.accid = $1 AND a.coin = 'USDT'",
      [user.user.accid],
    );
    expect(usdt.balance).toBe('500000000');
  });

  it('never overdraws one balance under 200 concurrent swaps', async () => {
    const user = await walletAccount(app);
    // 200 quotes of 100 USDT each against a balance of 5,000 USDT: at most 50 can run.
    await credit(app, user.user.accid, 'USDT', '20000');
    const quotes: SwapQuote[] = [];
    for (let i = 0; i < 200; i++) {
      quotes.push((await post(FLASH_SWAP_PATHS.quote, user.token, { from: 'USDT', to: 'BTC', side: 'from', amount: '100' })).data as SwapQuote);
    }
    // Spend most of the balance elsewhere so the quotes now cover four times what is left.
    const spend = (await post(FLASH_SWAP_PATHS.quote, user.token, { from: 'USDT', to: 'BTC', side: 'from', amount: '15000' })).data as SwapQuote;
    expect((await post(FLASH_SWAP_PATHS.accept, user.token, { quoteId: spend.id, payPassword: PAY_PASSWORD }, randomUUID())).code).toBe(1);

    const answers = await Promise.all(quotes.map((q) => post(FLASH_SWAP_PATHS.accept, user.token, { quoteId: q.id, payPassword: PAY_PASSWORD }, randomUUID())));
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === 1)).toHaveLength(50);
    expect(codes.filter((c) => c !== 1).every((c) => c === WALLET_ERRORS.insufficientBalance)).toBe(true);
    const [usdt] = await testDb.db.query<{ balance: string }>(
      "SELECT balance FROM ledger_accounts a JOIN users u ON u.id = a.user_id WHERE u.accid = $1 AND a.coin = 'USDT'",
      [user.user.accid],
    );
    expect(usdt.balance).toBe('0');
  }, 120_000);
});

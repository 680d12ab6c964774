import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Address, Hex } from 'viem';
import { CUSTODY_ERRORS, CUSTODY_PATHS, type WithdrawResult } from '../../../features/custody/contract/custodyApi';
import type { Env } from '../../config';
import type { PriceSnapshot, PriceSource } from '../../core/prices/priceSource';
import { SAMPLE_USD_PRICES } from '../../core/prices/samplePrices';
import { type Answer, call } from '../../testing/accountClient';
import { type TestDb, testDbTargets } from '../../testing/testDb';
import { useTestApp } from '../../testing/useTestApp';
import { PAY_PASSWORD, credit, walletAccount } from '../../testing/walletClient';
import { runSigner } from './signer/runSigner';
import { CHAIN_ID, HOT_WALLET_KEY, type LocalChain, TEST_XPUB, startLocalChain } from './testing/localChain';
import { signerFor } from './testing/signerFor';

const postgres = testDbTargets.find((t) => t.name === 'postgres')!;
const prices: PriceSource = {
  snapshot: (): PriceSnapshot => ({ source: 'feed', asOf: new Date(), stale: false, usd: new Map(Object.entries(SAMPLE_USD_PRICES)) }),
  stop: async () => {},
};
const RECIPIENT: Address = '0x3333333333333333333333333333333333333333';

describe('custody against PostgreSQL (signer crashes, concurrency)', () => {
  let chain: LocalChain;
  let app: FastifyInstance;
  let testDb: TestDb;
  const env: Env = {};
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    chain = await startLocalChain();
    Object.assign(env, {
      CUSTODY_XPUB: TEST_XPUB,
      [`RPC_URL_${CHAIN_ID}`]: chain.url,
      [`CUSTODY_NATIVE_${CHAIN_ID}`]: 'ETH',
      [`CUSTODY_CONFIRMATIONS_${CHAIN_ID}`]: '1',
      [`CUSTODY_TOKENS_${CHAIN_ID}`]: 'none',
      CUSTODY_POLL_SECONDS: '0',
      CUSTODY_LIMIT_L2_DAY_USD: '6000',
    });
  }, 60_000);
  useTestApp(postgres, { env, money: { prices }, audit: true }, (opened) => ({ app, testDb } = opened));
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await chain?.stop();
  });

  const custodyChain = () => ({ chainId: CHAIN_ID, rpcUrl: chain.url, nativeCoin: 'ETH', confirmations: 1, tokens: [] });
  const withdraw = (token: string, amount: string): Promise<Answer> =>
    call(app, 'POST', CUSTODY_PATHS.withdraw, { coin: 'ETH', chainId: CHAIN_ID, to: RECIPIENT, amount, payPassword: PAY_PASSWORD, idempotencyKey: randomUUID() }, { token });
  const row = async (id: string) =>
    (await testDb.db.query<{ state: string; tx_hash: Hex | null }>('SELECT state, tx_hash FROM custody_withdrawals WHERE id = $1', [id]))[0]!;
  const count = async (sql: string, params: unknown[] = []) => (await testDb.db.query<{ n: number }>(sql, params))[0]!.n;
  const hotNonce = () => chain.publicClient.getTransactionCount({ address: chain.hotWallet.address, blockTag: 'pending' });

  /** The signer as production runs it (npm run custody:signer), on this test's database and chain. */
  function startSigner(crashAt?: 'afterSign' | 'afterRecord') {
    const child = spawn(path.join(process.cwd(), 'node_modules/.bin/tsx'), ['server/features/custody/signer/signerMain.ts'], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        DATABASE_URL: testDb.url!,
        ...(env as Record<string, string>),
        CUSTODY_SIGNER_KEY: HOT_WALLET_KEY,
        CUSTODY_SIGNER_POLL_SECONDS: '1',
        ...(crashAt ? { CUSTODY_SIGNER_CRASH_AT: crashAt } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
    return { child, exited, output: () => output };
  }
  async function until(what: () => Promise<boolean>, ms = 30_000) {
    const end = Date.now() + ms;
    while (!(await what())) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it.each(['afterSign', 'afterRecord'] as const)(
    'kill -9 of the signer %s, then a restart: one transaction on chain, one withdrawal in the ledger',
    async (crashAt) => {
      const a = await walletAccount(app);
      await credit(app, a.user.accid, 'ETH', '1');
      const { withdrawal } = (await withdraw(a.token, '0.3')).data as WithdrawResult;
      const nonceBefore = await hotNonce();
      const crashed = startSigner(crashAt);
      // tsx passes the child's SIGKILL on as exit status 137 (128 + 9).
      expect(['SIGKILL', 137]).toContain(await crashed.exited);
      const after = await row(withdrawal.id);
      if (crashAt === 'afterSign') {
        // Signed in memory only: nothing recorded, nothing sent.
        expect(after).toEqual({ state: 'approved', tx_hash: null });
      } else {
        // Recorded, not yet sent: the node has never seen it.
        expect(after.state).toBe('signing');
        expect(await chain.publicClient.getTransaction({ hash: after.tx_hash! }).catch(() => null)).toBeNull();
      }
      expect(await hotNonce()).toBe(nonceBefore);

      const restarted = startSigner();
      await until(async () => (await row(withdrawal.id)).state === 'broadcast');
      const sent = await row(withdrawal.id);
      // The same bytes as recorded before the crash, not a new transaction.
      if (crashAt === 'afterRecord') expect(sent.tx_hash).toBe(after.tx_hash);
      await chain.mine(1);
      await until(async () => (await row(withdrawal.id)).state === 'confirmed');
      restarted.child.kill('SIGTERM');
      await restarted.exited;
      expect(await hotNonce()).toBe(nonceBefore + 1);
      const receipt = await chain.publicClient.getTransactionReceipt({ hash: sent.tx_hash! });
      expect(receipt.status).toBe('success');
      expect(await count('SELECT count(*)::int AS n FROM custody_withdrawal_txs WHERE withdrawal_id = $1', [withdrawal.id])).toBe(1);
      expect(
        await count("SELECT count(*)::int AS n FROM journal_entries WHERE kind IN ('custody_withdrawal_hold', 'custody_withdrawal_settle') AND id IN (SELECT hold_entry_id FROM custody_withdrawals WHERE id = $1 UNION SELECT settle_entry_id FROM custody_withdrawals WHERE id = $1)", [withdrawal.id]),
      ).toBe(2);
    },
    90_000,
  );

  it('lets concurrent requests of one user pass the 24-hour limit never, and two racing signers never share a nonce', async () => {
    const a = await walletAccount(app);
    await credit(app, a.user.accid, 'ETH', '10');
    // 0.1 ETH + 0.001 fee ≈ 251 USD at the sample price: 23 of them fit in 6,000 USD, 30 are asked at once.
    const answers = await Promise.all(Array.from({ length: 30 }, () => withdraw(a.token, '0.1')));
    const won = answers.filter((x) => x.code === 1);
    expect(answers.filter((x) => x.code !== 1).every((x) => x.code === CUSTODY_ERRORS.overLimit)).toBe(true);
    const perOne = (BigInt(101) * BigInt(Math.round(Number(SAMPLE_USD_PRICES.ETH) * 1e6))) / 1000n;
    expect(won).toHaveLength(Number(6_000_000_000n / perOne));

    const nonceBefore = await hotNonce();
    const one = signerFor(testDb.db, chain, custodyChain());
    const two = signerFor(testDb.db, chain, custodyChain());
    await Promise.all([runSigner(one), runSigner(two), runSigner(one), runSigner(two)]);
    const ids = won.map((x) => (x.data as WithdrawResult).withdrawal.id);
    const nonces = await testDb.db.query<{ nonce: string }>('SELECT nonce::text AS nonce FROM custody_withdrawals WHERE id = ANY($1::bigint[])', [`{${ids.join(',')}}`]);
    expect(new Set(nonces.map((n) => n.nonce)).size).toBe(ids.length);
    await chain.mine(1);
    await Promise.all([runSigner(one), runSigner(two)]);
    expect(await hotNonce()).toBe(nonceBefore + ids.length);
    expect(await count("SELECT count(*)::int AS n FROM custody_withdrawals WHERE id = ANY($1::bigint[]) AND state = 'confirmed'", [`{${ids.join(',')}}`])).toBe(ids.length);
    expect(await count("SELECT count(*)::int AS n FROM journal_entries WHERE kind = 'custody_withdrawal_settle'")).toBe(ids.length + 2);
  }, 90_000);
});

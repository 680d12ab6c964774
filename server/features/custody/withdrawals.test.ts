import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type Address, type Hex, parseEther, parseUnits } from 'viem';
import { type GoogleSecret, USER_ERRORS, USER_PATHS } from '../../../features/account/contract/user';
import { WALLET_ERRORS } from '../../../features/cloudWallet/contract/walletApi';
import { CUSTODY_ERRORS, CUSTODY_PATHS, type CustodyInfo, type WithdrawResult } from '../../../features/custody/contract/custodyApi';
import type { Env } from '../../config';
import type { PriceSnapshot, PriceSource } from '../../core/prices/priceSource';
import { SAMPLE_USD_PRICES } from '../../core/prices/samplePrices';
import { type Answer, call } from '../../testing/accountClient';
import { authenticatorCode } from '../../testing/authenticatorCode';
import { testApp } from '../../testing/testApp';
import { type TestDb, testDbTargets } from '../../testing/testDb';
import { useTestApp } from '../../testing/useTestApp';
import { PAY_PASSWORD, balanceOf, credit, walletAccount } from '../../testing/walletClient';
import { approveWithdrawal } from './approveWithdrawal';
import { releaseWithdrawal } from './releaseWithdrawal';
import { runSigner } from './signer/runSigner';
import type { SignerDeps } from './signer/signerDeps';
import { CHAIN_ID, type LocalChain, TEST_XPUB, startLocalChain } from './testing/localChain';
import { signerFor } from './testing/signerFor';

const prices: PriceSource = {
  snapshot: (): PriceSnapshot => ({ source: 'feed', asOf: new Date(), stale: false, usd: new Map(Object.entries(SAMPLE_USD_PRICES)) }),
  stop: async () => {},
};
const RECIPIENT: Address = '0x1111111111111111111111111111111111111111';
const EXCHANGE: Address = '0x2222222222222222222222222222222222222222';

describe.each(testDbTargets)('withdrawals on a local chain ($name)', (target) => {
  let chain: LocalChain;
  let token: Address;
  let app: FastifyInstance;
  let testDb: TestDb;
  let signer: SignerDeps;
  // Filled before the app starts (the token's address is known once deployed).
  const env: Env = {};

  beforeAll(async () => {
    chain = await startLocalChain();
    token = await chain.deployToken(6, parseUnits('1000000', 6));
    // The hot wallet holds tokens to pay token withdrawals with.
    await chain.sendToken(token, chain.hotWallet.address, parseUnits('10000', 6));
    await chain.mine(1);
    Object.assign(env, {
      CUSTODY_XPUB: TEST_XPUB,
      [`RPC_URL_${CHAIN_ID}`]: chain.url,
      [`CUSTODY_NATIVE_${CHAIN_ID}`]: 'ETH',
      [`CUSTODY_CONFIRMATIONS_${CHAIN_ID}`]: '2',
      [`CUSTODY_TOKENS_${CHAIN_ID}`]: `USDT=${token}:6`,
      CUSTODY_POLL_SECONDS: '0',
      CUSTODY_APPROVAL_USD: '3000',
      CUSTODY_LIMIT_L2_DAY_USD: '6000',
    });
  }, 60_000);
  useTestApp(target, { env, money: { prices }, audit: true }, (opened) => ({ app, testDb } = opened));
  afterAll(() => chain?.stop());

  const settingsChain = () => ({ chainId: CHAIN_ID, rpcUrl: chain.url, nativeCoin: 'ETH', confirmations: 2, tokens: [{ coin: 'USDT', contract: token, decimals: 6 }] });
  const sign = () => runSigner((signer ??= signerFor(testDb.db, chain, settingsChain())));
  const withdraw = (tokenOf: string, body: Record<string, unknown>, key = randomUUID()): Promise<Answer> =>
    call(app, 'POST', CUSTODY_PATHS.withdraw, { coin: 'ETH', chainId: CHAIN_ID, to: RECIPIENT, amount: '0.5', payPassword: PAY_PASSWORD, idempotencyKey: key, ...body }, { token: tokenOf });
  const state = async (id: string) => (await testDb.db.query<{ state: string }>('SELECT state FROM custody_withdrawals WHERE id = $1', [id]))[0]!.state;
  const count = async (sql: string, params: unknown[] = []) => (await testDb.db.query<{ n: number }>(sql, params))[0]!.n;
  async function funded(coin: string, amount: string) {
    const account = await walletAccount(app);
    await credit(app, account.user.accid, coin, amount);
    return account;
  }

  it('says what a coin moves on, and that on-chain transfers are off on a server without them', async () => {
    const a = await funded('ETH', '1');
    const info = (await call(app, 'GET', `${CUSTODY_PATHS.info}?coin=ETH`, undefined, { token: a.token })).data as CustodyInfo;
    expect(info).toMatchObject({ configured: true, securityLevel: 2, networks: [{ chainId: CHAIN_ID, confirmations: 2, minDeposit: '0.0005', withdrawFee: '0.001', token: null }] });
    expect(info.limits).toMatchObject({ dayUsd: '6000', dayLeftUsd: '6000' });
    const plain = await testApp({ db: testDb.db, money: { prices } });
    try {
      const off = await call(plain, 'GET', `${CUSTODY_PATHS.info}?coin=ETH`, undefined, { token: a.token });
      expect(off.data).toMatchObject({ configured: false, networks: [] });
      expect((await call(plain, 'POST', CUSTODY_PATHS.depositAddress, { coin: 'ETH', chainId: 1 }, { token: a.token })).code).toBe(CUSTODY_ERRORS.notConfigured);
      expect((await call(plain, 'POST', CUSTODY_PATHS.withdraw, { coin: 'ETH', chainId: 1, to: RECIPIENT, amount: '0.5', payPassword: PAY_PASSWORD, idempotencyKey: randomUUID() }, { token: a.token })).code).toBe(
        CUSTODY_ERRORS.notConfigured,
      );
    } finally {
      await plain.close();
    }
  });

  it('refuses a bad address, a wrong checksum, over balance, over the limit, a wrong pay password, a missing Google code; nothing is held', async () => {
    const a = await funded('ETH', '3');
    await credit(app, a.user.accid, 'USDT', '10');
    const entries = await count('SELECT count(*)::int AS n FROM journal_entries');
    expect((await withdraw(a.token, { to: '0x12' })).status).toBe(400);
    // The checksummed form with one letter's case flipped.
    expect((await withdraw(a.token, { to: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' })).code).toBe(CUSTODY_ERRORS.addressInvalid);
    expect((await withdraw(a.token, { coin: 'USDT', amount: '20' })).code).toBe(WALLET_ERRORS.insufficientBalance);
    // 2.5 ETH is about 6,200 USD at the sample price: over the 6,000 USD day.
    expect((await withdraw(a.token, { amount: '2.5' })).code).toBe(CUSTODY_ERRORS.overLimit);
    expect((await withdraw(a.token, { payPassword: '000000' })).code).toBe(USER_ERRORS.payPasswordWrong);
    expect((await withdraw(a.token, { amount: '0.0001' })).code).toBe(CUSTODY_ERRORS.amountTooSmall);
    expect((await withdraw(a.token, { coin: 'BTC' })).code).toBe(CUSTODY_ERRORS.networkUnsupported);
    const { secret } = (await call(app, 'POST', USER_PATHS.googleSecret, undefined, { token: a.token })).data as GoogleSecret;
    expect((await call(app, 'POST', USER_PATHS.googleEnable, { code: authenticatorCode(secret, new Date()) }, { token: a.token })).code).toBe(1);
    expect((await withdraw(a.token, {})).code).toBe(USER_ERRORS.googleRequired);
    expect(await count('SELECT count(*)::int AS n FROM journal_entries')).toBe(entries);
    expect(await balanceOf(app, a.token, 'ETH')).toBe('3');
  });

  it('holds amount and fee in one entry, then signs, broadcasts and confirms after the confirmations: the record turns success', async () => {
    const a = await funded('ETH', '1');
    const key = randomUUID();
    const res = await withdraw(a.token, {}, key);
    expect(res.code).toBe(1);
    const { withdrawal, record } = res.data as WithdrawResult;
    expect(withdrawal).toMatchObject({ state: 'approved', amount: '0.5', fee: '0.001', to: RECIPIENT });
    expect(record).toMatchObject({ type: 15, kind: 'withdrawal', status: 'pending', amount: '0.5', fee: '0.001' });
    expect(await balanceOf(app, a.token, 'ETH')).toBe('0.499');
    // A retry with the same key moves nothing again.
    expect(((await withdraw(a.token, {}, key)).data as WithdrawResult).replayed).toBe(true);
    expect(await balanceOf(app, a.token, 'ETH')).toBe('0.499');

    const before = await chain.publicClient.getBalance({ address: RECIPIENT });
    expect((await sign()).signed).toBe(1);
    expect(await state(withdrawal.id)).toBe('broadcast');
    await chain.mine(1);
    await sign();
    expect(await state(withdrawal.id)).toBe('broadcast');
    await chain.mine(1);
    expect((await sign()).confirmed).toBe(1);
    expect(await state(withdrawal.id)).toBe('confirmed');
    expect((await chain.publicClient.getBalance({ address: RECIPIENT })) - before).toBe(parseEther('0.5'));
    const [rec] = await testDb.db.query<{ status: string }>("SELECT status FROM wallet_records r JOIN users u ON u.id = r.user_id WHERE u.accid = $1 AND r.kind = 'withdrawal'", [a.user.accid]);
    expect(rec!.status).toBe('success');
    expect(await count("SELECT count(*)::int AS n FROM journal_entries e JOIN custody_withdrawals w ON w.settle_entry_id = e.id WHERE w.id = $1", [withdrawal.id])).toBe(1);
    const notices = await testDb.db.query<{ kind: string }>('SELECT n.kind FROM notices n JOIN users u ON u.id = n.user_id WHERE u.accid = $1', [a.user.accid]);
    expect(notices.map((n) => n.kind)).toContain('withdrawalConfirmed');
    await chain.mine(3);
    await sign();
    expect(await count("SELECT count(*)::int AS n FROM journal_entries WHERE kind = 'custody_withdrawal_settle'")).toBe(1);
  });

  it('types a token withdrawal to a flagged exchange address 11, with the memo the exchange needs', async () => {
    await testDb.db.query('INSERT INTO custody_exchange_addresses (chain_id, address, name, memo_required) VALUES ($1, $2, $3, true)', [CHAIN_ID, EXCHANGE.toLowerCase(), 'Kraken']);
    const a = await funded('USDT', '100');
    expect((await withdraw(a.token, { coin: 'USDT', to: EXCHANGE, amount: '40' })).code).toBe(CUSTODY_ERRORS.memoRequired);
    const res = await withdraw(a.token, { coin: 'USDT', to: EXCHANGE, amount: '40', memo: 'TAG-1234' });
    expect(res.code).toBe(1);
    const { withdrawal, record } = res.data as WithdrawResult;
    expect(record).toMatchObject({ type: 11, memo: 'TAG-1234', fee: '2' });
    expect(withdrawal.exchange).toBe('Kraken');
    await sign();
    await chain.mine(2);
    await sign();
    expect(await state(withdrawal.id)).toBe('confirmed');
    expect(await chain.tokenBalance(token, EXCHANGE)).toBe(40_000000n);
    expect(await balanceOf(app, a.token, 'USDT')).toBe('58');
  });

  it('keeps a withdrawal above the approval threshold for the operator; a rejection gives the hold back once', async () => {
    const a = await funded('ETH', '3');
    // 1.5 ETH ≈ 3,700 USD: above the 3,000 USD threshold.
    const waiting = (await withdraw(a.token, { amount: '1.5' })).data as WithdrawResult;
    const rejected = (await withdraw(a.token, { amount: '0.1' })).data as WithdrawResult;
    expect(waiting.withdrawal.state).toBe('requested');
    expect(await balanceOf(app, a.token, 'ETH')).toBe('1.398');

    const now = new Date();
    const reject = () => releaseWithdrawal(testDb.db, BigInt(rejected.withdrawal.id), { to: 'rejected', createdBy: 'operator:alice', reason: 'test', now });
    // It was approved automatically (under the threshold) and not yet signed: an operator may still reject it.
    expect(await reject()).toBe('released');
    expect(await reject()).toBe('final');
    expect(await balanceOf(app, a.token, 'ETH')).toBe('1.499');
    const [rec] = await testDb.db.query<{ status: string }>("SELECT status FROM wallet_records WHERE entry_id = (SELECT hold_entry_id FROM custody_withdrawals WHERE id = $1)", [rejected.withdrawal.id]);
    expect(rec!.status).toBe('failed');

    expect(await approveWithdrawal(testDb.db, BigInt(waiting.withdrawal.id), 'operator:alice', now)).toBe('approved');
    expect(await approveWithdrawal(testDb.db, BigInt(waiting.withdrawal.id), 'operator:alice', now)).toBe('alreadyApproved');
    expect(await approveWithdrawal(testDb.db, BigInt(rejected.withdrawal.id), 'operator:alice', now)).toBe('notRequested');
    expect(await state(waiting.withdrawal.id)).toBe('approved');
    await sign();
    expect(await state(waiting.withdrawal.id)).toBe('broadcast');
    expect(await state(rejected.withdrawal.id)).toBe('rejected');
    // A signed withdrawal can no longer be rejected.
    expect(await releaseWithdrawal(testDb.db, BigInt(waiting.withdrawal.id), { to: 'rejected', createdBy: 'operator:alice', reason: 'late', now })).toBe('wrongState');
    await chain.mine(2);
    await sign();
    expect(await state(waiting.withdrawal.id)).toBe('confirmed');
  });

  it('fails a withdrawal whose transaction reverts on chain, and gives the hold back once, with its record and notice', async () => {
    const a = await funded('ETH', '1');
    // To a contract that takes no ether (the test token): the 21,000-gas transfer is mined and reverts.
    const { withdrawal } = (await withdraw(a.token, { amount: '0.3', to: token })).data as WithdrawResult;
    expect(await balanceOf(app, a.token, 'ETH')).toBe('0.699');
    expect((await sign()).signed).toBe(1);
    await chain.mine(1);
    const [sent] = await testDb.db.query<{ tx_hash: Hex }>('SELECT tx_hash FROM custody_withdrawals WHERE id = $1', [withdrawal.id]);
    expect((await chain.publicClient.getTransactionReceipt({ hash: sent!.tx_hash })).status).toBe('reverted');
    // Not before the confirmations: a reorg could still replace the block.
    await sign();
    expect(await state(withdrawal.id)).toBe('broadcast');
    await chain.mine(1);
    expect((await sign()).failed).toBe(1);
    expect(await state(withdrawal.id)).toBe('failed');
    expect(await balanceOf(app, a.token, 'ETH')).toBe('1');
    const [rec] = await testDb.db.query<{ status: string }>("SELECT status FROM wallet_records WHERE entry_id = (SELECT hold_entry_id FROM custody_withdrawals WHERE id = $1)", [withdrawal.id]);
    expect(rec!.status).toBe('failed');
    const notices = await testDb.db.query<{ kind: string }>('SELECT n.kind FROM notices n JOIN users u ON u.id = n.user_id WHERE u.accid = $1', [a.user.accid]);
    expect(notices.filter((n) => n.kind.startsWith('withdrawal')).map((n) => n.kind)).toEqual(['withdrawalFailed']);
    // Followed again (a second signer run, later blocks): nothing more moves.
    await chain.mine(3);
    expect((await sign()).failed).toBe(0);
    expect(await balanceOf(app, a.token, 'ETH')).toBe('1');
    expect(await count("SELECT count(*)::int AS n FROM journal_entries e JOIN custody_withdrawals w ON w.release_entry_id = e.id WHERE w.id = $1", [withdrawal.id])).toBe(1);
  });

  it('replaces a stuck transaction with a higher fee; it confirms once with one nonce', async () => {
    const a = await funded('ETH', '1');
    const { withdrawal } = (await withdraw(a.token, { amount: '0.2' })).data as WithdrawResult;
    await sign();
    const [first] = await testDb.db.query<{ tx_hash: Hex; nonce: string }>('SELECT tx_hash, nonce::text AS nonce FROM custody_withdrawals WHERE id = $1', [withdrawal.id]);
    // A fee spike: the next blocks' base fee is far above what the transaction offers, so it is not mined.
    await chain.testClient.setNextBlockBaseFeePerGas({ baseFeePerGas: parseUnits('5000', 9) });
    await chain.mine(1);
    expect(await chain.publicClient.getTransactionReceipt({ hash: first!.tx_hash }).catch(() => null)).toBeNull();
    const replacing = signerFor(testDb.db, chain, settingsChain(), 0);
    expect((await runSigner(replacing)).replaced).toBe(1);
    await chain.mine(2);
    await runSigner(replacing);
    expect(await state(withdrawal.id)).toBe('confirmed');
    const txs = await testDb.db.query<{ tx_hash: Hex }>('SELECT tx_hash FROM custody_withdrawal_txs WHERE withdrawal_id = $1', [withdrawal.id]);
    expect(txs.length).toBeGreaterThanOrEqual(2);
    const mined = (await Promise.all(txs.map((t) => chain.publicClient.getTransactionReceipt({ hash: t.tx_hash }).catch(() => null)))).filter(Boolean);
    expect(mined).toHaveLength(1);
    expect(await chain.publicClient.getTransactionCount({ address: chain.hotWallet.address })).toBe(Number(first!.nonce) + 1);
    expect(await count("SELECT count(*)::int AS n FROM journal_entries e JOIN custody_withdrawals w ON w.settle_entry_id = e.id WHERE w.id = $1", [withdrawal.id])).toBe(1);
  });
});

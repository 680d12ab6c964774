import { type Address, parseEther } from 'viem';
import { createUser } from '../account/createUser';
import { parseConfig } from '../../config';
import { ConfigError } from '../../configError';
import { type TestDb, OPEN_DB_TIMEOUT_MS, openMigratedTestDb, testDbTargets } from '../../testing/testDb';
import { assignDepositAddress } from './assignDepositAddress';
import type { CustodySettings } from './custodySettings';
import { deriveDepositAddress } from './keys/deriveDepositAddress';
import { ANVIL_ACCOUNT_XPUB, CHAIN_ID, type LocalChain, TEST_XPUB, startLocalChain } from './testing/localChain';
import { runChainWatcher } from './watcher/runChainWatcher';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

describe('deposit addresses', () => {
  it('derives m/44\'/60\'/0\'/0/<index> from the account xpub (index 0 of the anvil mnemonic is its account 0)', () => {
    expect(deriveDepositAddress(ANVIL_ACCOUNT_XPUB, 0)).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(deriveDepositAddress(ANVIL_ACCOUNT_XPUB, 1)).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
  });

  it('refuses a private extended key, or a malformed one, as CUSTODY_XPUB', () => {
    const xprv = 'xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi';
    expect(() => parseConfig({ CUSTODY_XPUB: xprv }, '/')).toThrow(ConfigError);
    expect(() => parseConfig({ CUSTODY_XPUB: 'xpub-nonsense' }, '/')).toThrow(ConfigError);
  });

  it('turns custody off without CUSTODY_XPUB, and lists a chain only with its RPC_URL and a native coin', () => {
    expect(parseConfig({ RPC_URL_1: 'http://127.0.0.1:1' }, '/').custody.chains).toEqual([]);
    const config = parseConfig({ CUSTODY_XPUB: TEST_XPUB, RPC_URL_1: 'http://127.0.0.1:1', RPC_URL_777: 'http://127.0.0.1:2', RPC_URL_56: 'http://127.0.0.1:3' }, '/');
    expect(config.custody.chains.map((c) => [c.chainId, c.nativeCoin, c.confirmations])).toEqual([
      [1, 'ETH', 12],
      [56, 'BNB', 20],
    ]);
  });
});

describe.each(testDbTargets)('deposits on a local chain ($name)', (target) => {
  let testDb: TestDb;
  let chain: LocalChain;
  let token: Address;
  let settings: CustodySettings;
  const users: { id: bigint; address: Address }[] = [];

  beforeAll(async () => {
    chain = await startLocalChain();
    token = await chain.deployToken(18, parseEther('1000000'));
    testDb = await openMigratedTestDb(target);
    settings = parseConfig(
      {
        CUSTODY_XPUB: TEST_XPUB,
        [`RPC_URL_${CHAIN_ID}`]: chain.url,
        [`CUSTODY_NATIVE_${CHAIN_ID}`]: 'ETH',
        [`CUSTODY_CONFIRMATIONS_${CHAIN_ID}`]: '3',
        // An 18-decimal USDT, as on BSC: credited in the ledger's 6 decimals.
        [`CUSTODY_TOKENS_${CHAIN_ID}`]: `USDT=${token}:18`,
        CUSTODY_MIN_DEPOSIT_ETH: '0.01',
      },
      '/',
    ).custody;
    for (let i = 0; i < 3; i++) {
      const user = await createUser(testDb.db, { phone: null, passwordHash: null, inviterId: null, registeredAt: new Date() });
      users.push({ id: user.id, address: await assignDepositAddress(testDb.db, TEST_XPUB, user.id, new Date()) });
    }
    // The first pass starts at the head: scan once so the deposits below come after it.
    await watch();
  }, OPEN_DB_TIMEOUT_MS);
  afterAll(async () => {
    await testDb?.dispose();
    await chain?.stop();
  });

  const watch = () => runChainWatcher({ db: testDb.db, client: chain.publicClient, chain: settings.chains[0]!, settings, clock: () => new Date(), log: silent });
  const balance = async (userId: bigint, coin: string) =>
    BigInt((await testDb.db.query<{ balance: string }>("SELECT balance FROM ledger_accounts WHERE kind = 'user' AND user_id = $1 AND coin = $2", [userId, coin]))[0]?.balance ?? '0');
  const deposits = (userId: bigint) =>
    testDb.db.query<{ coin: string; state: string; amount: string; log_index: number }>('SELECT coin, state, amount, log_index FROM custody_deposits WHERE user_id = $1 ORDER BY id', [userId]);

  it('gives each user one address, the same when asked again, and never a funded anvil account', async () => {
    expect(new Set(users.map((u) => u.address)).size).toBe(3);
    expect(await assignDepositAddress(testDb.db, TEST_XPUB, users[0]!.id, new Date())).toBe(users[0]!.address);
    expect(await chain.publicClient.getBalance({ address: users[0]!.address })).toBe(0n);
  });

  it('credits a native and an ERC-20 deposit exactly once, in one entry each, after 3 confirmations', async () => {
    const user = users[0]!;
    await chain.sendEth(user.address, '1.5');
    await chain.sendToken(token, user.address, parseEther('25.1234567'));
    await chain.mine(1);
    let run = await watch();
    expect(run.found).toBe(2);
    expect((await deposits(user.id)).map((d) => d.state)).toEqual(['pending', 'pending']);
    await chain.mine(1);
    await watch();
    expect(await balance(user.id, 'ETH')).toBe(0n);
    await chain.mine(1);
    run = await watch();
    expect(run.credits.credited).toBe(2);
    expect(await balance(user.id, 'ETH')).toBe(parseEther('1.5'));
    // 25.1234567 on an 18-decimal token: the ledger's 6 decimals keep 25.123456.
    expect(await balance(user.id, 'USDT')).toBe(25_123456n);
    await chain.mine(5);
    run = await watch();
    expect(run.credits).toEqual({ credited: 0, replayed: 0, notPending: 0 });
    expect(await balance(user.id, 'ETH')).toBe(parseEther('1.5'));
    const entries = await testDb.db.query<{ n: number }>("SELECT count(*)::int AS n FROM journal_entries WHERE kind = 'custody_deposit'");
    expect(entries[0]!.n).toBe(2);
    const records = await testDb.db.query<{ type: number; kind: string; status: string }>('SELECT type, kind, status FROM wallet_records WHERE user_id = $1', [user.id]);
    expect(records).toEqual([
      { type: 2, kind: 'deposit', status: 'success' },
      { type: 2, kind: 'deposit', status: 'success' },
    ]);
    const notices = await testDb.db.query<{ kind: string }>('SELECT kind FROM notices WHERE user_id = $1', [user.id]);
    expect(notices.map((n) => n.kind)).toEqual(['depositCredited', 'depositCredited']);
  });

  it('records a deposit below the minimum and never credits it', async () => {
    const user = users[1]!;
    await chain.sendEth(user.address, '0.001');
    await chain.mine(4);
    await watch();
    expect(await deposits(user.id)).toEqual([{ coin: 'ETH', state: 'belowMinimum', amount: '1000000000000000', log_index: -1 }]);
    expect(await balance(user.id, 'ETH')).toBe(0n);
  });

  it('never credits a deposit whose block a reorg replaced before its confirmations', async () => {
    const user = users[2]!;
    const snapshot = await chain.testClient.snapshot();
    await chain.sendEth(user.address, '2');
    await chain.mine(1);
    await watch();
    expect((await deposits(user.id)).map((d) => d.state)).toEqual(['pending']);
    // The fork: back to before the deposit, then a longer chain without it.
    await chain.testClient.revert({ id: snapshot });
    await chain.mine(4);
    const run = await watch();
    expect(run.reorged).toBeGreaterThan(0);
    expect((await deposits(user.id)).map((d) => d.state)).toEqual(['orphaned']);
    await chain.mine(5);
    await watch();
    expect(await balance(user.id, 'ETH')).toBe(0n);
  });

  it('never credits a deposit whose block anvil_reorg replaced with one without it', async () => {
    const user = users[2]!;
    await chain.sendEth(user.address, '1.5');
    await chain.mine(1);
    await watch();
    const pending = (await deposits(user.id)).filter((d) => d.state === 'pending');
    expect(pending.map((d) => d.amount)).toEqual([String(parseEther('1.5'))]);
    // The last block (the deposit's) replaced by one without it, at the same height: a one-block reorg.
    await (chain.testClient.request as (args: { method: string; params: unknown[] }) => Promise<unknown>)({ method: 'anvil_reorg', params: [1, []] });
    await chain.mine(4);
    expect((await watch()).reorged).toBeGreaterThan(0);
    expect((await deposits(user.id)).filter((d) => d.amount === String(parseEther('1.5'))).map((d) => d.state)).toEqual(['orphaned']);
    await chain.mine(5);
    await watch();
    expect(await balance(user.id, 'ETH')).toBe(0n);
  });

  it('resumes after a restart mid-way without a double credit, and types a deposit from an exchange address 12', async () => {
    const user = users[1]!;
    await testDb.db.query('INSERT INTO custody_exchange_addresses (chain_id, address, name) VALUES ($1, $2, $3)', [CHAIN_ID, chain.funder.address.toLowerCase(), 'Binance']);
    await chain.sendToken(token, user.address, parseEther('10'));
    await chain.mine(2);
    await watch();
    // A crashed watcher: its lease stays taken until it runs out…
    await testDb.db.query('UPDATE custody_watchers SET running_until = $1', [new Date(Date.now() + 60_000)]);
    expect((await watch()).ran).toBe(false);
    // …then a new process takes over from the stored blocks.
    await testDb.db.query('UPDATE custody_watchers SET running_until = $1', [new Date(Date.now() - 1)]);
    await chain.mine(1);
    const [first, second] = await Promise.all([watch(), watch()]);
    expect(first.credits.credited + second.credits.credited).toBe(1);
    await chain.mine(1);
    await watch();
    expect(await balance(user.id, 'USDT')).toBe(10_000000n);
    const records = await testDb.db.query<{ type: number; from_label: string }>("SELECT type, from_label FROM wallet_records WHERE user_id = $1 AND kind = 'deposit'", [user.id]);
    expect(records).toEqual([{ type: 12, from_label: `Binance ${chain.funder.address}` }]);
  });
});

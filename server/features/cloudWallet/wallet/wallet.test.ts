import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { USER_PATHS } from '../../../../features/account/contract/user';
import {
  type AddressBookEntry,
  type AddressBookList,
  type CoinDetail,
  type CoinList,
  type DevCreditResult,
  type NoticePage,
  type ReceiveCode,
  type RecordPage,
  WALLET_ERRORS,
  WALLET_PATHS,
  type WalletBalances,
} from '../../../../features/cloudWallet/contract/walletApi';
import { parsePaymentCode } from '../../../../features/cloudWallet/contract/walletPaymentCode';
import { ADDRESS_BOOK_MAX } from '../../../../features/cloudWallet/contract/walletRules';
import { call, freshIp, registerAccount, smsCode } from '../../../testing/accountClient';
import { fakeClock } from '../../../testing/fakeClock';
import { startTestFeedServer } from '../../../testing/priceFeedServer';
import { testApp } from '../../../testing/testApp';
import { type TestDb, testDbTargets } from '../../../testing/testDb';
import { useTestApp } from '../../../testing/useTestApp';
import { credit, transfer, walletAccount } from '../../../testing/walletClient';

const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe.each(testDbTargets)('wallet API on $name', (target) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  const clock = fakeClock();
  useTestApp(target, { clock, audit: true }, (opened) => ({ app, testDb } = opened));

  const get = (url: string, token?: string) => call(app, 'GET', url, undefined, token === undefined ? {} : { token });
  const post = (url: string, body: object | undefined, token?: string) => call(app, 'POST', url, body, token === undefined ? {} : { token });

  describe('coins and balances', () => {
    it('lists the coins with sample prices to anyone, labelled as sample', async () => {
      const { coins, prices } = (await get(WALLET_PATHS.coinList)).data as CoinList;
      expect(prices).toEqual({ source: 'sample', asOf: '2025-07-01T00:00:00.000Z', stale: false });
      expect(coins.length).toBeGreaterThanOrEqual(30);
      expect(coins.slice(0, 3).map((c) => c.symbol)).toEqual(['BTC', 'ETH', 'USDT']);
      expect(coins.find((c) => c.symbol === 'USDT')).toEqual({
        symbol: 'USDT',
        name: 'Tether USD',
        decimals: 6,
        icon: 'USDT',
        addressFormat: 'evm',
        depositEnabled: false,
        withdrawEnabled: false,
        swapEnabled: true,
        internalTransferEnabled: true,
        internalFee: '0',
        internalMinimum: '1',
        dailyLimit: '1000000',
        usdPrice: '1',
      });
      expect(coins.find((c) => c.symbol === 'AISI')?.usdPrice).toBeNull();
    });

    it('takes prices from PRICE_FEED_URL when it is set (a 24-hour ticker gives the change), and stops fetching with the app', async () => {
      const feed = await startTestFeedServer();
      feed.state.body = '[{"symbol":"BTCUSDT","lastPrice":"90000.00","openPrice":"100000.00"}]';
      const feedApp = await testApp({ db: testDb.db, env: { PRICE_FEED_URL: feed.url } });
      try {
        let list = (await feedApp.inject(WALLET_PATHS.coinList)).json().data as CoinList;
        for (let waited = 0; waited < 5000 && list.prices.asOf === null; waited += 20) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          list = (await feedApp.inject(WALLET_PATHS.coinList)).json().data as CoinList;
        }
        expect(list.prices).toMatchObject({ source: 'feed', stale: false, asOf: expect.any(String) });
        expect(list.coins.find((c) => c.symbol === 'BTC')?.usdPrice).toBe('90000');
        expect(list.coins.find((c) => c.symbol === 'ETH')?.usdPrice).toBeNull();
        const holder = await walletAccount(feedApp);
        await credit(feedApp, holder.user.accid, 'BTC', '2');
        await credit(feedApp, holder.user.accid, 'ETH', '5');
        const balances = (await call(feedApp, 'GET', WALLET_PATHS.balances, undefined, { token: holder.token })).data as WalletBalances;
        // ETH has no price, so it counts in neither total.
        expect(balances).toMatchObject({ totalUsd: '180000', change24h: { usd: '-20000', percent: '-10' } });
      } finally {
        await feedApp.close();
        await feed.close();
      }
    });

    it("shows the user's balances with USD values and the total", async () => {
      const a = await walletAccount(app);
      const empty = (await get(WALLET_PATHS.balances, a.token)).data as WalletBalances;
      expect(empty.totalUsd).toBe('0');
      expect(empty.change24h).toBeNull();
      expect(empty.coins.every((c) => c.balance === '0')).toBe(true);
      await credit(app, a.user.accid, 'BTC', '1.5');
      await credit(app, a.user.accid, 'USDT', '10.25');
      await credit(app, a.user.accid, 'AISI', '3');
      await credit(app, a.user.accid, 'SHIB', '1000');
      const { coins, totalUsd, change24h } = (await get(WALLET_PATHS.balances, a.token)).data as WalletBalances;
      const bySymbol = Object.fromEntries(coins.map((c) => [c.symbol, c]));
      expect(bySymbol.BTC).toMatchObject({ balance: '1.5', usdPrice: '107100', usdValue: '160650' });
      expect(bySymbol.USDT).toMatchObject({ balance: '10.25', usdValue: '10.25' });
      expect(bySymbol.SHIB).toMatchObject({ balance: '1000', usdValue: '0.01152' });
      expect(bySymbol.AISI).toMatchObject({ balance: '3', usdPrice: null, usdValue: null });
      expect(totalUsd).toBe('160660.26152');
      // The sample's day-before prices: BTC 105800, USDT 1; SHIB's is where its sample walk was a day earlier.
      expect(change24h).toEqual({ usd: '1950.0000928', percent: '1.23' });
    });

    it('shows one coin with its limits', async () => {
      const a = await walletAccount(app);
      await credit(app, a.user.accid, 'ETH', '0.000000000000000001');
      const detail = (await get(`${WALLET_PATHS.coinBalance}?coin=eth`, a.token)).data as CoinDetail;
      expect(detail).toMatchObject({
        coin: { symbol: 'ETH', balance: '0.000000000000000001', usdValue: '0', internalMinimum: '0.0005', dailyLimit: '300' },
        dailyUsed: '0',
        dailyRemaining: '300',
        prices: { source: 'sample' },
      });
      expect(await get(`${WALLET_PATHS.coinBalance}?coin=NOPE`, a.token)).toMatchObject({ status: 404, code: WALLET_ERRORS.coinUnknown });
      expect(await get(WALLET_PATHS.coinBalance, a.token)).toMatchObject({ status: 400, params: { field: 'coin' } });
    });
  });

  describe('receive code', () => {
    it('is the account id as a walletpay URI, with an optional amount', async () => {
      const a = await walletAccount(app);
      const plain = (await get(`${WALLET_PATHS.receiveCode}?coin=USDT`, a.token)).data as ReceiveCode;
      expect(plain).toEqual({
        accid: a.user.accid,
        accountName: a.user.accountName,
        coin: 'USDT',
        amount: null,
        paymentCode: `walletpay:${a.user.accid}?coin=USDT`,
      });
      const withAmount = (await get(`${WALLET_PATHS.receiveCode}?coin=USDT&amount=12.50`, a.token)).data as ReceiveCode;
      expect(parsePaymentCode(withAmount.paymentCode)).toEqual({ accid: a.user.accid, coin: 'USDT', amount: '12.5' });
      expect(await get(`${WALLET_PATHS.receiveCode}?coin=USDT&amount=0.0000001`, a.token)).toMatchObject({ code: WALLET_ERRORS.amountDecimals });
      expect(await get(`${WALLET_PATHS.receiveCode}?coin=USDT&amount=abc`, a.token)).toMatchObject({ status: 400, params: { field: 'amount' } });
      expect(plain.paymentCode).not.toContain(a.phone.slice(1));
    });
  });

  describe('records', () => {
    it('pages newest first, filters by coin and type, and shows one by id', async () => {
      const a = await walletAccount(app);
      const b = await walletAccount(app);
      await credit(app, a.user.accid, 'USDT', '100');
      for (let i = 1; i <= 5; i++) {
        clock.advance(1000);
        expect((await transfer(app, a.token, { coin: 'USDT', to: b.phone, amount: String(i) })).code).toBe(1);
      }
      await credit(app, a.user.accid, 'BTC', '1');
      const all: RecordPage['items'] = [];
      let cursor: string | null = '';
      while (cursor !== null) {
        const page = (await get(`${WALLET_PATHS.records}?limit=3${cursor ? `&cursor=${cursor}` : ''}`, a.token)).data as RecordPage;
        expect(page.items.length).toBeLessThanOrEqual(3);
        all.push(...page.items);
        cursor = page.nextCursor;
      }
      expect(all.map((r) => `${r.coin} ${r.type} ${r.amount}`)).toEqual(['BTC 2 1', 'USDT 1 5', 'USDT 1 4', 'USDT 1 3', 'USDT 1 2', 'USDT 1 1', 'USDT 2 100']);
      expect(all.at(-1)).toMatchObject({ kind: 'credit', direction: 'in', from: 'platform', to: a.user.accid });
      const sent = (await get(`${WALLET_PATHS.records}?coin=USDT&type=1`, a.token)).data as RecordPage;
      expect(sent.items.map((r) => r.amount)).toEqual(['5', '4', '3', '2', '1']);
      expect(sent.nextCursor).toBeNull();
      expect(((await get(`${WALLET_PATHS.records}?coin=BTC&type=1`, a.token)).data as RecordPage).items).toEqual([]);
      const one = (await get(`${WALLET_PATHS.recordDetail}?id=${sent.items[0].id}`, a.token)).data;
      expect(one).toEqual(sent.items[0]);
      // The receiver sees the same transfer by the same id, as money in.
      expect((await get(`${WALLET_PATHS.recordDetail}?id=${sent.items[0].id}`, b.token)).data).toMatchObject({ type: 2, direction: 'in', amount: '5' });
    });

    it.each([
      ['type', 'type=5'],
      ['type', 'type=17'],
      ['type', 'type=x'],
      ['limit', 'limit=0'],
      ['limit', 'limit=51'],
      ['cursor', 'cursor=abc'],
      ['coin', 'coin=%20'],
    ])('refuses a bad %s (%s)', async (field, query) => {
      const a = await registerAccount(app);
      expect(await get(`${WALLET_PATHS.records}?${query}`, a.token)).toMatchObject({ status: 400, params: { field } });
    });

    it('answers an unknown or malformed record id', async () => {
      const a = await registerAccount(app);
      expect(await get(`${WALLET_PATHS.recordDetail}?id=999999`, a.token)).toMatchObject({ status: 404, code: 404 });
      expect(await get(`${WALLET_PATHS.recordDetail}?id=1;drop`, a.token)).toMatchObject({ status: 400, params: { field: 'id' } });
    });
  });

  describe('address book', () => {
    it('adds, lists, updates and deletes entries, checking addresses', async () => {
      const a = await registerAccount(app);
      const added = (await post(WALLET_PATHS.addressBookAdd, { name: ' Cold wallet ', address: EVM.toLowerCase() }, a.token)).data as AddressBookEntry;
      expect(added).toEqual({ id: expect.any(String), name: 'Cold wallet', address: EVM, coin: null, createdAt: clock.now().toISOString() });
      const btc = (await post(WALLET_PATHS.addressBookAdd, { name: 'BTC', address: 'BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ', coin: 'btc' }, a.token))
        .data as AddressBookEntry;
      expect(btc).toMatchObject({ address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', coin: 'BTC' });
      const trx = await post(WALLET_PATHS.addressBookAdd, { name: 'Tron', address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', coin: 'TRX' }, a.token);
      expect(trx.code).toBe(1);
      expect(((await get(WALLET_PATHS.addressBookList, a.token)).data as AddressBookList).items.map((e) => e.name)).toEqual(['Tron', 'BTC', 'Cold wallet']);
      // A coin's list holds its own entries and those for any coin.
      expect(((await get(`${WALLET_PATHS.addressBookList}?coin=BTC`, a.token)).data as AddressBookList).items.map((e) => e.name)).toEqual(['BTC', 'Cold wallet']);

      const updated = await post(WALLET_PATHS.addressBookUpdate, { id: added.id, name: 'Hot', address: EVM, coin: 'ETH' }, a.token);
      expect(updated.data).toMatchObject({ id: added.id, name: 'Hot', address: EVM, coin: 'ETH' });
      expect((await post(WALLET_PATHS.addressBookDelete, { id: btc.id }, a.token)).code).toBe(1);
      expect(await post(WALLET_PATHS.addressBookDelete, { id: btc.id }, a.token)).toMatchObject({ status: 404 });
      expect(((await get(WALLET_PATHS.addressBookList, a.token)).data as AddressBookList).items).toHaveLength(2);
    });

    it('keeps one entry per address, whatever its case', async () => {
      const a = await registerAccount(app);
      expect((await post(WALLET_PATHS.addressBookAdd, { name: 'One', address: EVM }, a.token)).code).toBe(1);
      expect(await post(WALLET_PATHS.addressBookAdd, { name: 'Two', address: EVM.toLowerCase() }, a.token)).toMatchObject({
        status: 409,
        code: WALLET_ERRORS.addressDuplicate,
        key: 'cloudAddressBook.errors.duplicate',
      });
      const other = (await post(WALLET_PATHS.addressBookAdd, { name: 'Three', address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' }, a.token))
        .data as AddressBookEntry;
      expect(await post(WALLET_PATHS.addressBookUpdate, { id: other.id, name: 'Three', address: EVM }, a.token)).toMatchObject({
        code: WALLET_ERRORS.addressDuplicate,
      });
      // Another user may keep the same address.
      const b = await registerAccount(app);
      expect((await post(WALLET_PATHS.addressBookAdd, { name: 'Mine too', address: EVM }, b.token)).code).toBe(1);
    });

    it('holds at most 200 entries', async () => {
      const a = await registerAccount(app);
      const user = await testDb.db.query<{ id: bigint }>('SELECT id FROM users WHERE accid = $1', [a.user.accid]);
      await testDb.db.query(
        `INSERT INTO address_book (user_id, name, address, created_at)
         SELECT $1, 'n' || i, '0x' || lpad(to_hex(i), 40, '0'), $2 FROM generate_series(1, $3::int) AS i`,
        [user[0].id, clock.now(), ADDRESS_BOOK_MAX],
      );
      expect(await post(WALLET_PATHS.addressBookAdd, { name: 'One more', address: EVM }, a.token)).toMatchObject({
        code: WALLET_ERRORS.addressBookFull,
        params: { max: 200 },
      });
    });

    it.each([
      ['name', { name: '' }, 'errors.validation.invalid'],
      ['name', { name: '   ' }, 'errors.validation.invalid'],
      ['name', { name: 'x'.repeat(33) }, 'errors.validation.invalid'],
      ['name', { name: 'a\nb' }, 'errors.validation.invalid'],
      ['name', { name: undefined }, 'errors.validation.required'],
      ['address', { address: undefined }, 'errors.validation.required'],
      ['address', { address: 'x'.repeat(129) }, 'errors.validation.invalid'],
      ['address', { address: '0xF39fd6e51aad88F6F4ce6aB8827279cffFb92266' }, 'cloudAddressBook.errors.addressInvalid'],
      ['address', { address: 'f39fd6e51aad88f6f4ce6ab8827279cfffb92266' }, 'cloudAddressBook.errors.addressInvalid'],
      ['address', { address: 'vitalik.eth' }, 'cloudAddressBook.errors.addressInvalid'],
      ['address', { address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', coin: 'ETH' }, 'cloudAddressBook.errors.addressInvalid'],
      ['address', { address: EVM, coin: 'BTC' }, 'cloudAddressBook.errors.addressInvalid'],
      ['address', { address: 'T123', coin: 'TRX' }, 'cloudAddressBook.errors.addressInvalid'],
      ['address', { address: 'has spaces in it', coin: 'ADA' }, 'cloudAddressBook.errors.addressInvalid'],
      ['coin', { coin: 'no such' }, 'errors.validation.invalid'],
    ])('refuses a bad %s (%j)', async (field, change, key) => {
      const a = await registerAccount(app);
      const res = await post(WALLET_PATHS.addressBookAdd, { name: 'Name', address: EVM, ...change }, a.token);
      expect(res).toMatchObject({ status: 400, key, params: { field } });
    });

    it('refuses an unknown coin', async () => {
      const a = await registerAccount(app);
      expect(await post(WALLET_PATHS.addressBookAdd, { name: 'N', address: EVM, coin: 'ZZZ' }, a.token)).toMatchObject({ code: WALLET_ERRORS.coinUnknown });
    });
  });

  describe('notices', () => {
    it('lists notices newest first with the unread count, and marks them read', async () => {
      const a = await registerAccount(app);
      const token = a.token;
      expect((await post(USER_PATHS.payPasswordSet, { payPassword: '123456' }, token)).code).toBe(1);
      clock.advance(60_000);
      const code = await smsCode(app, a.phone, 'resetPayPassword', { token, ip: freshIp() });
      expect((await post(USER_PATHS.payPasswordReset, { code, payPassword: '654321' }, token)).code).toBe(1);
      expect((await post(USER_PATHS.payPasswordChange, { oldPayPassword: '654321', payPassword: '123456' }, token)).code).toBe(1);
      expect((await post(USER_PATHS.setPassword, { oldPassword: a.password, password: 'another123' }, token)).code).toBe(1);
      await credit(app, a.user.accid, 'BTC', '0.5');

      const page = (await get(`${WALLET_PATHS.notices}?limit=2`, token)).data as NoticePage;
      expect(page.unreadCount).toBe(5);
      expect(page.items.map((n) => n.kind)).toEqual(['credited', 'securityChanged']);
      expect(page.items[0]).toMatchObject({ params: { coin: 'BTC', amount: '0.5' }, text: '0.5 BTC was credited to your account.', read: false });
      const rest = (await get(`${WALLET_PATHS.notices}?cursor=${page.nextCursor}`, token)).data as NoticePage;
      expect(rest.items.map((n) => n.params.change)).toEqual(['payPasswordChanged', 'payPasswordReset', 'payPasswordSet']);
      expect(rest.nextCursor).toBeNull();

      expect((await post(WALLET_PATHS.noticesRead, { ids: [page.items[0].id] }, token)).data).toEqual({ unreadCount: 4 });
      expect((await get(WALLET_PATHS.noticesUnread, token)).data).toEqual({ unreadCount: 4 });
      expect(((await get(WALLET_PATHS.notices, token)).data as NoticePage).items[0].read).toBe(true);
      expect((await post(WALLET_PATHS.noticesRead, { all: true }, token)).data).toEqual({ unreadCount: 0 });
    });

    it.each([
      [{}, 'ids'],
      [{ ids: [] }, 'ids'],
      [{ ids: ['x'] }, 'ids.0'],
      [{ all: false }, 'all'],
    ])('refuses a bad read request %j', async (body, field) => {
      const a = await registerAccount(app);
      expect(await post(WALLET_PATHS.noticesRead, body, a.token)).toMatchObject({ status: 400, params: { field } });
    });
  });

  describe('development credit', () => {
    it('credits by accid or phone, from the treasury, once per key', async () => {
      const a = await registerAccount(app);
      const key = randomUUID();
      const first = await post(WALLET_PATHS.devCredit, { phone: a.phone, coin: 'USDC', amount: '25', memo: 'welcome', idempotencyKey: key });
      expect((first.data as DevCreditResult).record).toMatchObject({ kind: 'credit', type: 2, amount: '25', from: 'platform', to: a.user.accid, memo: 'welcome' });
      const again = await post(WALLET_PATHS.devCredit, { phone: a.phone, coin: 'USDC', amount: '25', memo: 'welcome', idempotencyKey: key });
      expect(again.data).toEqual({ record: (first.data as DevCreditResult).record, replayed: true });
      expect(await post(WALLET_PATHS.devCredit, { phone: a.phone, coin: 'USDC', amount: '26', memo: 'welcome', idempotencyKey: key })).toMatchObject({
        code: WALLET_ERRORS.idempotencyConflict,
      });
      const detail = (await get(`${WALLET_PATHS.coinBalance}?coin=USDC`, a.token)).data as CoinDetail;
      expect(detail.coin.balance).toBe('25');
      const [treasury] = await testDb.db.query<{ balance: string }>("SELECT balance FROM ledger_accounts WHERE kind = 'platform_treasury' AND coin = 'USDC'");
      expect(BigInt(treasury.balance)).toBeLessThanOrEqual(-25_000_000n);
    });

    it.each([
      [{ coin: 'USDT', amount: '1' }, 'accid'],
      [{ accid: '12345678', phone: '+8613800138000', coin: 'USDT', amount: '1' }, 'phone'],
      [{ accid: '1234', coin: 'USDT', amount: '1' }, 'accid'],
      [{ accid: '12345678', amount: '1' }, 'coin'],
      [{ accid: '12345678', coin: 'USDT', amount: '-1' }, 'amount'],
    ])('refuses a bad credit %j', async (body, field) => {
      expect(await post(WALLET_PATHS.devCredit, body)).toMatchObject({ status: 400, params: { field } });
    });

    it('refuses an unknown account', async () => {
      expect(await post(WALLET_PATHS.devCredit, { accid: '99999999', coin: 'USDT', amount: '1' })).toMatchObject({ code: WALLET_ERRORS.recipientUnknown });
    });

    it('does not exist in production', async () => {
      const prod = await testApp({ db: testDb.db, env: { NODE_ENV: 'production' } });
      const res = await prod.inject({ method: 'POST', url: WALLET_PATHS.devCredit, payload: { accid: '12345678', coin: 'USDT', amount: '1' } });
      expect(res.statusCode).toBe(404);
      await prod.close();
    });
  });

  it.each([
    ['GET', WALLET_PATHS.balances],
    ['GET', `${WALLET_PATHS.coinBalance}?coin=BTC`],
    ['GET', WALLET_PATHS.records],
    ['GET', `${WALLET_PATHS.recordDetail}?id=1`],
    ['GET', `${WALLET_PATHS.receiveCode}?coin=BTC`],
    ['GET', WALLET_PATHS.addressBookList],
    ['POST', WALLET_PATHS.addressBookAdd],
    ['POST', WALLET_PATHS.addressBookUpdate],
    ['POST', WALLET_PATHS.addressBookDelete],
    ['GET', WALLET_PATHS.notices],
    ['GET', WALLET_PATHS.noticesUnread],
    ['POST', WALLET_PATHS.noticesRead],
    ['POST', WALLET_PATHS.internalTransfer],
  ] as const)('%s %s needs a login (10001 before any field error)', async (method, url) => {
    expect(await call(app, method, url, method === 'POST' ? {} : undefined)).toMatchObject({ status: 401, code: 10001 });
  });
});

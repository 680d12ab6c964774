import type { FastifyInstance } from 'fastify';
import {
  type AddressBookEntry,
  type AddressBookList,
  type CoinDetail,
  type InternalTransferResult,
  type NoticePage,
  type ReceiveCode,
  type RecordPage,
  WALLET_ERRORS,
  WALLET_PATHS,
  type WalletBalances,
} from '../../../../features/cloudWallet/contract/walletApi';
import { auditLedger } from '../../../ledger/auditLedger';
import { call } from '../../../testing/accountClient';
import { testApp } from '../../../testing/testApp';
import { OPEN_DB_TIMEOUT_MS, type TestDb, openMigratedTestDb, testDbTargets } from '../../../testing/testDb';
import { balanceOf, credit, transfer, walletAccount } from '../../../testing/walletClient';

/**
 * IDOR: user A, with A's own token, tries every wallet route with B's ids and account facts. A must
 * never see B's balances, records, address book or notices, nor move or touch anything of B's.
 */
describe.each(testDbTargets)("a user cannot reach another user's wallet on $name", (target) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let a: Awaited<ReturnType<typeof walletAccount>>;
  let b: Awaited<ReturnType<typeof walletAccount>>;
  let c: Awaited<ReturnType<typeof walletAccount>>;
  /** B's private things: a credit only B received, a transfer from B to C, an address-book entry, a notice. */
  let bCreditId: string;
  let bToCId: string;
  let bEntry: AddressBookEntry;
  let bNoticeIds: string[];
  const B_KEY = 'b-transfer-key-0001';

  beforeAll(async () => {
    testDb = await openMigratedTestDb(target);
    app = await testApp({ db: testDb.db });
    [a, b, c] = [await walletAccount(app), await walletAccount(app), await walletAccount(app)];
    bCreditId = (await credit(app, b.user.accid, 'BTC', '2')).record.id;
    await credit(app, b.user.accid, 'USDT', '500');
    const sent = await transfer(app, b.token, { coin: 'USDT', to: c.phone, amount: '50', memo: 'private memo' }, B_KEY);
    bToCId = (sent.data as InternalTransferResult).record.id;
    bEntry = (await call(app, 'POST', WALLET_PATHS.addressBookAdd, { name: 'B secret', address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' }, { token: b.token }))
      .data as AddressBookEntry;
    bNoticeIds = ((await call(app, 'GET', WALLET_PATHS.notices, undefined, { token: b.token })).data as NoticePage).items.map((n) => n.id);
  }, OPEN_DB_TIMEOUT_MS);
  afterAll(async () => {
    if (testDb) expect(await auditLedger(testDb.db)).toEqual([]);
    await app?.close();
    await testDb?.dispose();
  });

  const asA = (method: 'GET' | 'POST', url: string, body?: object) => call(app, method, url, body, { token: a.token });

  it("shows A only A's balances, whatever the query says", async () => {
    for (const url of [WALLET_PATHS.balances, `${WALLET_PATHS.balances}?userId=${b.user.accid}&accid=${b.user.accid}`]) {
      const { coins, totalUsd } = (await asA('GET', url)).data as WalletBalances;
      expect(totalUsd).toBe('0');
      expect(coins.every((coin) => coin.balance === '0')).toBe(true);
    }
    const detail = (await asA('GET', `${WALLET_PATHS.coinBalance}?coin=BTC&accid=${b.user.accid}`)).data as CoinDetail;
    expect(detail.coin.balance).toBe('0');
  });

  it("never lists or opens B's records", async () => {
    const page = (await asA('GET', `${WALLET_PATHS.records}?userId=${b.user.accid}`)).data as RecordPage;
    expect(page.items).toEqual([]);
    for (const id of [bCreditId, bToCId]) {
      expect(await asA('GET', `${WALLET_PATHS.recordDetail}?id=${id}`)).toMatchObject({ status: 404 });
    }
  });

  it("never lists, changes or deletes B's address-book entries", async () => {
    expect(((await asA('GET', WALLET_PATHS.addressBookList)).data as AddressBookList).items).toEqual([]);
    expect(await asA('POST', WALLET_PATHS.addressBookUpdate, { id: bEntry.id, name: 'Mine now', address: bEntry.address })).toMatchObject({ status: 404 });
    expect(await asA('POST', WALLET_PATHS.addressBookDelete, { id: bEntry.id })).toMatchObject({ status: 404 });
    const bList = ((await call(app, 'GET', WALLET_PATHS.addressBookList, undefined, { token: b.token })).data as AddressBookList).items;
    expect(bList).toEqual([bEntry]);
  });

  it("never lists B's notices nor marks them read", async () => {
    const page = (await asA('GET', WALLET_PATHS.notices)).data as NoticePage;
    for (const id of bNoticeIds) expect(page.items.map((n) => n.id)).not.toContain(id);
    const before = ((await call(app, 'GET', WALLET_PATHS.noticesUnread, undefined, { token: b.token })).data as { unreadCount: number }).unreadCount;
    expect(before).toBeGreaterThan(0);
    await asA('POST', WALLET_PATHS.noticesRead, { ids: bNoticeIds });
    expect((await call(app, 'GET', WALLET_PATHS.noticesUnread, undefined, { token: b.token })).data).toEqual({ unreadCount: before });
  });

  it("cannot move B's money: the sender is always the session's user", async () => {
    const bBefore = await balanceOf(app, b.token, 'USDT');
    // Extra fields naming B are ignored; A has nothing, so nothing moves.
    const res = await transfer(app, a.token, { coin: 'USDT', to: c.phone, amount: '10', from: b.phone, fromAccid: b.user.accid, userId: '1', accountId: '1' });
    expect(res).toMatchObject({ code: WALLET_ERRORS.insufficientBalance });
    expect(await balanceOf(app, b.token, 'USDT')).toBe(bBefore);
  });

  it("cannot replay B's idempotency key to read B's transfer", async () => {
    // Keys are per initiator: B's key in A's request is a new transfer of A's (refused: A has nothing).
    const res = await transfer(app, a.token, { coin: 'USDT', to: c.phone, amount: '50', memo: 'private memo' }, B_KEY);
    expect(res).toMatchObject({ code: WALLET_ERRORS.insufficientBalance });
    expect(res.data).toBeNull();
  });

  it("gives A only A's own receive code", async () => {
    const code = (await asA('GET', `${WALLET_PATHS.receiveCode}?coin=USDT&accid=${b.user.accid}`)).data as ReceiveCode;
    expect(code.accid).toBe(a.user.accid);
    expect(code.paymentCode).not.toContain(b.user.accid);
  });

  it("refuses B's token once B logs out, on every wallet route", async () => {
    const other = await walletAccount(app);
    await call(app, 'POST', '/api/user/logout', undefined, { token: other.token });
    for (const url of [WALLET_PATHS.balances, WALLET_PATHS.records, WALLET_PATHS.addressBookList, WALLET_PATHS.notices]) {
      expect(await call(app, 'GET', url, undefined, { token: other.token })).toMatchObject({ code: 10001 });
    }
  });
});

import type { FastifyInstance } from 'fastify';
import { HEADER_TOKEN } from '../../lib/contract/envelope';
import { USER_PATHS, type UserInfo } from '../../features/account/contract/user';
import { type AddressBookEntry, type AddressBookList, type InternalTransferResult, type RecordPage, WALLET_PATHS } from '../../features/cloudWallet/contract/walletApi';
import { HEADER_IDEMPOTENCY_KEY } from '../../features/cloudWallet/contract/walletRules';
import { type Answer, call, freshIp } from '../testing/accountClient';
import { type TestDb, testDbTargets } from '../testing/testDb';
import { useTestApp } from '../testing/useTestApp';
import { PAY_PASSWORD, balanceOf, credit, transfer, walletAccount } from '../testing/walletClient';

const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const RLO = '\u202E';

/**
 * Names and memos that other users or the screens show refuse the characters that make text look
 * like something else ("Trojan Source": an RLO shows "txt.exe" as "exe.txt"), and no text field
 * silently turns a lone surrogate into U+FFFD: each is a 400 with the envelope, and nothing is stored.
 */
describe.each(testDbTargets)('hidden characters in names and memos on $name', (target) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  useTestApp(target, { audit: true }, (opened) => ({ app, testDb } = opened));

  const get = (url: string, token: string) => call(app, 'GET', url, undefined, { token });
  const post = (url: string, body: object, token: string) => call(app, 'POST', url, body, { token });
  /** Posts `json` exactly as written, so `\ud800` reaches the server as a lone surrogate escape. */
  const postRaw = async (url: string, json: string, headers: Record<string, string>): Promise<Answer> => {
    const res = await app.inject({ method: 'POST', url, payload: json, headers: { 'content-type': 'application/json', ...headers }, remoteAddress: freshIp() });
    return { status: res.statusCode, ...(res.json() as Omit<Answer, 'status'>) };
  };
  const book = async (token: string) => ((await get(WALLET_PATHS.addressBookList, token)).data as AddressBookList).items;
  const refused = (field: string) => ({ status: 400, code: 400, data: null, key: 'errors.validation.invalid', params: { field } });

  describe('address-book names', () => {
    it.each([
      ['RLO', `invoice${RLO}txt.exe`],
      ['LRI', 'Bob \u2066x\u2069'],
      ['RLM', 'Bob\u200F'],
      ['zero width space', 'Bo\u200Bb'],
    ])('refuses a name with an %s and stores nothing', async (_what, name) => {
      const a = await walletAccount(app);
      const res = await post(WALLET_PATHS.addressBookAdd, { name, address: EVM }, a.token);
      expect(res).toMatchObject(refused('name'));
      expect(String(res.params?.reason)).toMatch(/text-direction|invisible/);
      expect(await book(a.token)).toEqual([]);
    });

    it('refuses the same on update and keeps the old name', async () => {
      const a = await walletAccount(app);
      const added = (await post(WALLET_PATHS.addressBookAdd, { name: 'Bob', address: EVM }, a.token)).data as AddressBookEntry;
      expect(await post(WALLET_PATHS.addressBookUpdate, { id: added.id, name: `Bob${RLO}`, address: EVM }, a.token)).toMatchObject(refused('name'));
      expect((await book(a.token)).map((e) => e.name)).toEqual(['Bob']);
    });

    it('stores Arabic, Chinese and emoji names (ZWJ sequences included) as typed', async () => {
      const a = await walletAccount(app);
      const names = ['محفظة أحمد', '张三的钱包', '👩\u200D💻 Dev 👨\u200D👩\u200D👧'];
      const addresses = [EVM, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'];
      for (const [i, name] of names.entries()) expect((await post(WALLET_PATHS.addressBookAdd, { name, address: addresses[i] }, a.token)).code).toBe(1);
      expect((await book(a.token)).map((e) => e.name).sort()).toEqual([...names].sort());
    });
  });

  describe('transfer memos', () => {
    it('refuses a memo with an RLO and moves nothing', async () => {
      const a = await walletAccount(app);
      const b = await walletAccount(app);
      await credit(app, a.user.accid, 'USDT', '10');
      const res = await transfer(app, a.token, { coin: 'USDT', to: b.phone, amount: '1', memo: `refund ${RLO}0001 USDT` });
      expect(res).toMatchObject(refused('memo'));
      expect(await balanceOf(app, a.token, 'USDT')).toBe('10');
      expect(((await get(WALLET_PATHS.records, b.token)).data as RecordPage).items).toEqual([]);
    });

    it('keeps an Arabic and emoji memo as typed', async () => {
      const a = await walletAccount(app);
      const b = await walletAccount(app);
      await credit(app, a.user.accid, 'USDT', '10');
      const memo = 'شكرا 谢谢 👩\u200D👩\u200D👦';
      const res = await transfer(app, a.token, { coin: 'USDT', to: b.phone, amount: '1', memo });
      expect((res.data as InternalTransferResult).record.memo).toBe(memo);
    });

    it('refuses the same on the development credit', async () => {
      const a = await walletAccount(app);
      const res = await call(app, 'POST', WALLET_PATHS.devCredit, { accid: a.user.accid, coin: 'USDT', amount: '1', memo: `x${RLO}` });
      expect(res).toMatchObject(refused('memo'));
      expect(await balanceOf(app, a.token, 'USDT')).toBe('0');
    });
  });

  describe('account names', () => {
    it('refuses an RLO or an ALM and keeps the old name', async () => {
      const a = await walletAccount(app);
      for (const name of [`Alice${RLO}`, '\u061CAlice']) expect(await post(USER_PATHS.accountName, { name }, a.token)).toMatchObject(refused('name'));
      expect(((await get(USER_PATHS.userInfo, a.token)).data as UserInfo).accountName).toBe(a.user.accountName);
      expect((await post(USER_PATHS.accountName, { name: 'أحمد 👍🏽' }, a.token)).code).toBe(1);
      expect(((await get(USER_PATHS.userInfo, a.token)).data as UserInfo).accountName).toBe('أحمد 👍🏽');
    });
  });

  describe('lone surrogates in the JSON body', () => {
    it('refuses one in an address-book name, high or low, and stores nothing', async () => {
      const a = await walletAccount(app);
      for (const name of ['Bob\\ud800', '\\udc00Bob']) {
        const res = await postRaw(WALLET_PATHS.addressBookAdd, `{"name":"${name}","address":"${EVM}"}`, { [HEADER_TOKEN]: a.token });
        expect(res).toMatchObject(refused('name'));
        expect(String(res.params?.reason)).toMatch(/surrogate/);
      }
      expect(await book(a.token)).toEqual([]);
      const stored = await testDb.db.query<{ n: string }>("SELECT count(*)::text AS n FROM address_book WHERE name LIKE '%\uFFFD%'");
      expect(stored[0].n).toBe('0');
    });

    it('refuses one in a memo and moves nothing', async () => {
      const a = await walletAccount(app);
      const b = await walletAccount(app);
      await credit(app, a.user.accid, 'USDT', '10');
      const body = `{"coin":"USDT","to":"${b.phone}","amount":"1","memo":"hi\\ud83d","payPassword":"${PAY_PASSWORD}"}`;
      const res = await postRaw(WALLET_PATHS.internalTransfer, body, { [HEADER_TOKEN]: a.token, [HEADER_IDEMPOTENCY_KEY]: 'lone-surrogate-1' });
      expect(res).toMatchObject(refused('memo'));
      expect(await balanceOf(app, a.token, 'USDT')).toBe('10');
    });

    it('refuses one in an account name and in any other text field, such as a password', async () => {
      const a = await walletAccount(app);
      expect(await postRaw(USER_PATHS.accountName, '{"name":"Al\\udfffice"}', { [HEADER_TOKEN]: a.token })).toMatchObject(refused('name'));
      expect(((await get(USER_PATHS.userInfo, a.token)).data as UserInfo).accountName).toBe(a.user.accountName);
      const login = `{"phone":"${a.phone}","password":"${a.password}\\ud800","captchaId":"x","captcha":"y"}`;
      expect(await postRaw(USER_PATHS.login, login, {})).toMatchObject(refused('password'));
    });
  });
});

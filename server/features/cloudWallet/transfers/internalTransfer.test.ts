import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type GoogleSecret, USER_ERRORS, USER_PATHS } from '../../../../features/account/contract/user';
import { type InternalTransferResult, type NoticePage, type RecordPage, WALLET_ERRORS, WALLET_PATHS } from '../../../../features/cloudWallet/contract/walletApi';
import { authenticatorCode } from '../../../testing/authenticatorCode';
import { call, registerAccount } from '../../../testing/accountClient';
import { fakeClock } from '../../../testing/fakeClock';
import { type TestDb, testDbTargets } from '../../../testing/testDb';
import { useTestApp } from '../../../testing/useTestApp';
import { PAY_PASSWORD, balanceOf, credit, transfer, walletAccount } from '../../../testing/walletClient';

const HOUR = 3_600_000;

describe.each(testDbTargets)('internal transfers on $name', (target) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  const clock = fakeClock();
  useTestApp(target, { clock, audit: true }, (opened) => ({ app, testDb } = opened));

  const entries = async () => Number((await testDb.db.query<{ n: string }>('SELECT count(*)::text AS n FROM journal_entries'))[0].n);
  const records = async (token: string, query = '') => (await call(app, 'GET', `${WALLET_PATHS.records}${query}`, undefined, { token })).data as RecordPage;

  /** A sender holding `amount` of `coin` and a receiver, both with pay password 123456. */
  async function pair(coin = 'USDT', amount = '100') {
    const a = await walletAccount(app);
    const b = await walletAccount(app);
    await credit(app, a.user.accid, coin, amount);
    return { a, b };
  }

  it('moves the amount to the receiver by phone, with records on both sides and a notice', async () => {
    const { a, b } = await pair();
    const res = await transfer(app, a.token, { coin: 'usdt', to: b.phone, amount: '30.25', memo: '  lunch  ' });
    expect(res).toMatchObject({ status: 200, code: 1 });
    const { record, replayed } = res.data as InternalTransferResult;
    expect(replayed).toBe(false);
    expect(record).toEqual({
      id: expect.stringMatching(/^\d+$/),
      type: 1,
      kind: 'internalTransfer',
      direction: 'out',
      coin: 'USDT',
      amount: '30.25',
      fee: '0',
      gasFee: null,
      from: a.user.accid,
      to: b.user.accid,
      memo: 'lunch',
      status: 'success',
      time: clock.now().toISOString(),
      swap: null,
    });
    expect(await balanceOf(app, a.token, 'USDT')).toBe('69.75');
    expect(await balanceOf(app, b.token, 'USDT')).toBe('30.25');
    const received = (await records(b.token, '?coin=USDT')).items;
    expect(received).toEqual([{ ...record, type: 2, direction: 'in' }]);
    const notices = (await call(app, 'GET', WALLET_PATHS.notices, undefined, { token: b.token })).data as NoticePage;
    expect(notices.unreadCount).toBe(2); // the pay password was set, then the transfer arrived
    expect(notices.items[0]).toMatchObject({
      kind: 'transferReceived',
      params: { coin: 'USDT', amount: '30.25', from: a.user.accid, id: record.id },
      text: `You received 30.25 USDT from ${a.user.accid}.`,
      read: false,
    });
  });

  it('finds the receiver by account id too', async () => {
    const { a, b } = await pair();
    expect((await transfer(app, a.token, { coin: 'USDT', to: b.user.accid, amount: '1' })).code).toBe(1);
    expect(await balanceOf(app, b.token, 'USDT')).toBe('1');
  });

  it('charges the fee on top, to the platform fees account', async () => {
    await testDb.db.query("UPDATE coins SET internal_fee = 500000000000000000 WHERE symbol = 'DAI'");
    const { a, b } = await pair('DAI', '20');
    const feesBefore = await testDb.db.query<{ balance: string }>("SELECT balance FROM ledger_accounts WHERE kind = 'platform_fees' AND coin = 'DAI'");
    const res = await transfer(app, a.token, { coin: 'DAI', to: b.phone, amount: '10' });
    expect((res.data as InternalTransferResult).record).toMatchObject({ amount: '10', fee: '0.5' });
    expect(await balanceOf(app, a.token, 'DAI')).toBe('9.5');
    expect(await balanceOf(app, b.token, 'DAI')).toBe('10');
    const feesAfter = await testDb.db.query<{ balance: string }>("SELECT balance FROM ledger_accounts WHERE kind = 'platform_fees' AND coin = 'DAI'");
    expect(BigInt(feesAfter[0].balance) - BigInt(feesBefore[0].balance)).toBe(500000000000000000n);
    // The fee counts toward the balance: 9.5 cannot send 9.5 plus 0.5.
    expect((await transfer(app, a.token, { coin: 'DAI', to: b.phone, amount: '9.5' })).code).toBe(WALLET_ERRORS.insufficientBalance);
    expect((await records(b.token, '?coin=DAI')).items[0].fee).toBe('0');
  });

  describe('idempotency', () => {
    it('answers a retry with the first result and moves the money once', async () => {
      const { a, b } = await pair();
      const key = randomUUID();
      const body = { coin: 'USDT', to: b.phone, amount: '10' };
      const first = (await transfer(app, a.token, body, key)).data as InternalTransferResult;
      const again = (await transfer(app, a.token, body, key)).data as InternalTransferResult;
      expect(again).toEqual({ record: first.record, replayed: true });
      expect(await balanceOf(app, a.token, 'USDT')).toBe('90');
      expect((await records(a.token, '?coin=USDT&type=1')).items).toHaveLength(1);
    });

    it('moves the money once when retries race', async () => {
      const { a, b } = await pair();
      const key = randomUUID();
      const before = await entries();
      const results = await Promise.all(Array.from({ length: 6 }, () => transfer(app, a.token, { coin: 'USDT', to: b.phone, amount: '7' }, key)));
      expect(results.every((r) => r.code === 1)).toBe(true);
      expect(new Set(results.map((r) => (r.data as InternalTransferResult).record.id)).size).toBe(1);
      expect(results.filter((r) => !(r.data as InternalTransferResult).replayed)).toHaveLength(1);
      expect(await entries()).toBe(before + 1);
      expect(await balanceOf(app, b.token, 'USDT')).toBe('7');
    });

    it('refuses the same key for a different request', async () => {
      const { a, b } = await pair();
      const key = randomUUID();
      expect((await transfer(app, a.token, { coin: 'USDT', to: b.phone, amount: '10' }, key)).code).toBe(1);
      for (const changed of [
        { coin: 'USDT', to: b.phone, amount: '11' },
        { coin: 'USDT', to: b.user.accid, amount: '10' },
        { coin: 'USDT', to: b.phone, amount: '10', memo: 'now with a memo' },
      ]) {
        expect(await transfer(app, a.token, changed, key)).toMatchObject({
          status: 409,
          code: WALLET_ERRORS.idempotencyConflict,
          key: 'errors.wallet.idempotencyConflict',
        });
      }
      expect(await balanceOf(app, a.token, 'USDT')).toBe('90');
    });

    it('takes the key from the body or the header, requires one, and refuses two different ones', async () => {
      const { a, b } = await pair();
      const body = { coin: 'USDT', to: b.phone, amount: '1' };
      expect(await transfer(app, a.token, body, null)).toMatchObject({
        status: 400,
        key: 'errors.validation.required',
        params: { field: 'idempotencyKey' },
      });
      expect((await transfer(app, a.token, { ...body, idempotencyKey: 'body-key-0001' }, null)).code).toBe(1);
      expect((await transfer(app, a.token, { ...body, idempotencyKey: 'body-key-0001' }, 'body-key-0001')).data).toMatchObject({ replayed: true });
      expect(await transfer(app, a.token, { ...body, idempotencyKey: 'body-key-0002' }, 'header-key-0002')).toMatchObject({
        status: 400,
        params: { field: 'idempotencyKey', reason: 'differs from the Idempotency-Key header' },
      });
      expect(await transfer(app, a.token, body, 'bad key!')).toMatchObject({ status: 400, params: { field: 'idempotencyKey' } });
      expect(await balanceOf(app, a.token, 'USDT')).toBe('99');
    });
  });

  it('refuses more than the balance and moves nothing', async () => {
    const { a, b } = await pair('USDT', '5');
    const before = await entries();
    expect(await transfer(app, a.token, { coin: 'USDT', to: b.phone, amount: '5.000001' })).toMatchObject({
      status: 400,
      code: WALLET_ERRORS.insufficientBalance,
      key: 'errors.wallet.insufficientBalance',
      params: { coin: 'USDT', balance: '5' },
    });
    // A coin never held is a zero balance.
    expect((await transfer(app, a.token, { coin: 'ETH', to: b.phone, amount: '1' })).code).toBe(WALLET_ERRORS.insufficientBalance);
    expect(await entries()).toBe(before);
    expect((await records(b.token)).items).toEqual([]);
    expect((await transfer(app, a.token, { coin: 'USDT', to: b.phone, amount: '5' })).code).toBe(1);
    expect(await balanceOf(app, a.token, 'USDT')).toBe('0');
  });

  it('refuses less than the minimum', async () => {
    const { a, b } = await pair();
    expect(await transfer(app, a.token, { coin: 'USDT', to: b.phone, amount: '0.999999' })).toMatchObject({
      code: WALLET_ERRORS.belowMinimum,
      key: 'errors.wallet.belowMinimum',
      params: { coin: 'USDT', minimum: '1' },
    });
  });

  it("refuses more decimals than the coin has, but not trailing zeros", async () => {
    const { a, b } = await pair();
    expect(await transfer(app, a.token, { coin: 'USDT', to: b.phone, amount: '1.0000001' })).toMatchObject({
      status: 400,
      code: WALLET_ERRORS.amountDecimals,
      key: 'errors.wallet.amountDecimals',
      params: { field: 'amount', coin: 'USDT', decimals: 6 },
    });
    expect(((await transfer(app, a.token, { coin: 'USDT', to: b.phone, amount: '1.500000000' })).data as InternalTransferResult).record.amount).toBe('1.5');
  });

  it('keeps to the daily limit per user and coin, which resets at midnight UTC', async () => {
    await testDb.db.query("UPDATE coins SET daily_limit = 100 * 10::numeric ^ decimals, internal_min = 10::numeric ^ decimals WHERE symbol = 'UNI'");
    const { a, b } = await pair('UNI', '500');
    expect((await transfer(app, a.token, { coin: 'UNI', to: b.phone, amount: '60' })).code).toBe(1);
    expect(await transfer(app, a.token, { coin: 'UNI', to: b.phone, amount: '40.5' })).toMatchObject({
      code: WALLET_ERRORS.dailyLimitExceeded,
      key: 'errors.wallet.dailyLimitExceeded',
      params: { coin: 'UNI', limit: '100', remaining: '40' },
    });
    const detail = (await call(app, 'GET', `${WALLET_PATHS.coinBalance}?coin=UNI`, undefined, { token: a.token })).data;
    expect(detail).toMatchObject({ dailyUsed: '60', dailyRemaining: '40' });
    expect((await transfer(app, a.token, { coin: 'UNI', to: b.phone, amount: '40' })).code).toBe(1);
    // The receiver's own limit is untouched by what it received.
    expect((await transfer(app, b.token, { coin: 'UNI', to: a.phone, amount: '100' })).code).toBe(1);
    const untilMidnight = 24 * HOUR - (clock.now().getTime() % (24 * HOUR));
    clock.advance(untilMidnight - 1000);
    expect((await transfer(app, a.token, { coin: 'UNI', to: b.phone, amount: '1' })).code).toBe(WALLET_ERRORS.dailyLimitExceeded);
    clock.advance(1000);
    expect((await transfer(app, a.token, { coin: 'UNI', to: b.phone, amount: '100' })).code).toBe(1);
  });

  describe('pay password and Google verification', () => {
    it('asks for a pay password to be set first', async () => {
      const a = await registerAccount(app);
      const b = await walletAccount(app);
      await credit(app, a.user.accid, 'USDT', '10');
      expect(await transfer(app, a.token, { coin: 'USDT', to: b.phone, amount: '1' })).toMatchObject({
        code: USER_ERRORS.payPasswordNotSet,
        key: 'errors.payPassword.notSet',
      });
    });

    it('refuses a wrong pay password, counting toward the lockout', async () => {
      const { a, b } = await pair();
      const wrong = { coin: 'USDT', to: b.phone, amount: '1', payPassword: '000000' };
      expect(await transfer(app, a.token, wrong)).toMatchObject({ code: USER_ERRORS.payPasswordWrong, params: { attemptsLeft: 4 } });
      for (let i = 0; i < 4; i++) await transfer(app, a.token, wrong);
      expect(await transfer(app, a.token, { coin: 'USDT', to: b.phone, amount: '1' })).toMatchObject({
        status: 423,
        code: USER_ERRORS.payPasswordLocked,
      });
      expect(await balanceOf(app, a.token, 'USDT')).toBe('100');
      clock.advance(31 * 60_000);
      expect((await transfer(app, a.token, { coin: 'USDT', to: b.phone, amount: '1' })).code).toBe(1);
    });

    it('needs a Google code once Google verification is on, and a retry still gets its first result', async () => {
      const { a, b } = await pair();
      const { secret } = (await call(app, 'POST', USER_PATHS.googleSecret, undefined, { token: a.token })).data as GoogleSecret;
      const code = () => authenticatorCode(secret, clock.now());
      expect((await call(app, 'POST', USER_PATHS.googleEnable, { code: code() }, { token: a.token })).code).toBe(1);
      clock.advance(60_000);
      const body = { coin: 'USDT', to: b.phone, amount: '2' };
      expect(await transfer(app, a.token, body)).toMatchObject({ code: USER_ERRORS.googleRequired, key: 'errors.google.required' });
      const wrong = code() === '000000' ? '111111' : '000000';
      expect(await transfer(app, a.token, { ...body, googleCode: wrong })).toMatchObject({ code: USER_ERRORS.googleCodeInvalid });
      const key = randomUUID();
      const withCode = { ...body, googleCode: code() };
      expect((await transfer(app, a.token, withCode, key)).data).toMatchObject({ replayed: false });
      // The code is used up, yet the retry answers with the first result instead of failing.
      expect((await transfer(app, a.token, withCode, key)).data).toMatchObject({ replayed: true });
      expect(await transfer(app, a.token, withCode)).toMatchObject({ code: USER_ERRORS.googleCodeInvalid });
      expect(await balanceOf(app, a.token, 'USDT')).toBe('98');
    });
  });

  describe('recipient lookups', () => {
    /** A phone number nobody has (+86139 and 8 digits, apart from freshPhone's +86138). */
    const nobody = (i: number) => `+86139${String(i).padStart(8, '0')}`;

    it('answers an unknown and a known recipient alike until the pay password and Google code check out', async () => {
      const { a, b } = await pair();
      const c = await walletAccount(app);
      await credit(app, c.user.accid, 'USDT', '100');
      const known = await transfer(app, a.token, { coin: 'USDT', to: b.phone, amount: '1', payPassword: '000000' });
      const unknown = await transfer(app, c.token, { coin: 'USDT', to: nobody(1), amount: '1', payPassword: '000000' });
      expect(known).toMatchObject({ code: USER_ERRORS.payPasswordWrong, params: { attemptsLeft: 4 } });
      expect(unknown).toEqual(known);

      const secrets: string[] = [];
      for (const user of [a, c]) {
        const { secret } = (await call(app, 'POST', USER_PATHS.googleSecret, undefined, { token: user.token })).data as GoogleSecret;
        expect((await call(app, 'POST', USER_PATHS.googleEnable, { code: authenticatorCode(secret, clock.now()) }, { token: user.token })).code).toBe(1);
        secrets.push(secret);
      }
      clock.advance(60_000);
      const wrongCodes = secrets.map((secret) => (authenticatorCode(secret, clock.now()) === '000000' ? '111111' : '000000'));
      const noCode = [await transfer(app, a.token, { coin: 'USDT', to: b.phone, amount: '1' }), await transfer(app, c.token, { coin: 'USDT', to: nobody(1), amount: '1' })];
      expect(noCode[0]).toMatchObject({ code: USER_ERRORS.googleRequired });
      expect(noCode[1]).toEqual(noCode[0]);
      const wrongCode = [
        await transfer(app, a.token, { coin: 'USDT', to: b.phone, amount: '1', googleCode: wrongCodes[0] }),
        await transfer(app, c.token, { coin: 'USDT', to: nobody(1), amount: '1', googleCode: wrongCodes[1] }),
      ];
      expect(wrongCode[0]).toMatchObject({ code: USER_ERRORS.googleCodeInvalid });
      expect(wrongCode[1]).toEqual(wrongCode[0]);
    });

    it('limits a user to 30 different recipients an hour, even in a burst', async () => {
      const { a, b } = await pair();
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => transfer(app, a.token, { coin: 'USDT', to: nobody(100 + i), amount: '1' })));
      expect(answers.filter((r) => r.code === WALLET_ERRORS.recipientUnknown)).toHaveLength(30);
      const limited = answers.filter((r) => r.status === 429);
      expect(limited).toHaveLength(10);
      expect(limited[0]).toMatchObject({ key: 'errors.rateLimited', params: { retryAfterSeconds: 3600 } });
      // A new recipient, known or not, is refused; one looked up already is not counted again.
      expect((await transfer(app, a.token, { coin: 'USDT', to: b.phone, amount: '1' })).status).toBe(429);
      const again = answers.findIndex((r) => r.code === WALLET_ERRORS.recipientUnknown);
      expect((await transfer(app, a.token, { coin: 'USDT', to: nobody(100 + again), amount: '1' })).code).toBe(WALLET_ERRORS.recipientUnknown);
      clock.advance(HOUR);
      expect((await transfer(app, a.token, { coin: 'USDT', to: b.phone, amount: '1' })).code).toBe(1);
    });

    it('does not limit how often one sends to the same people', async () => {
      const { a, b } = await pair();
      for (let i = 0; i < 35; i++) expect((await transfer(app, a.token, { coin: 'USDT', to: i % 2 ? b.phone : b.user.accid, amount: '1' })).code).toBe(1);
      expect(await balanceOf(app, b.token, 'USDT')).toBe('35');
    });
  });

  it('refuses an unknown recipient, oneself, an unknown coin and a coin switched off', async () => {
    const { a, b } = await pair();
    expect(await transfer(app, a.token, { coin: 'USDT', to: '+8613999999999', amount: '1' })).toMatchObject({
      status: 404,
      code: WALLET_ERRORS.recipientUnknown,
    });
    expect(await transfer(app, a.token, { coin: 'USDT', to: '99999999', amount: '1' })).toMatchObject({ code: WALLET_ERRORS.recipientUnknown });
    expect(await transfer(app, a.token, { coin: 'USDT', to: a.phone, amount: '1' })).toMatchObject({ code: WALLET_ERRORS.selfTransfer });
    // Refused before the pay password: a wrong one is not counted, the answer is still selfTransfer.
    for (const to of [a.phone, a.user.accid]) {
      expect(await transfer(app, a.token, { coin: 'USDT', to, amount: '1', payPassword: '000000' })).toMatchObject({ code: WALLET_ERRORS.selfTransfer });
    }
    expect(await transfer(app, a.token, { coin: 'NOPE', to: b.phone, amount: '1' })).toMatchObject({
      status: 404,
      code: WALLET_ERRORS.coinUnknown,
      params: { coin: 'NOPE' },
    });
    await testDb.db.query("UPDATE coins SET internal_transfer_enabled = false WHERE symbol = 'AISI'");
    await credit(app, a.user.accid, 'AISI', '5');
    expect(await transfer(app, a.token, { coin: 'AISI', to: b.phone, amount: '1' })).toMatchObject({ code: WALLET_ERRORS.transferDisabled });
  });

  it.each([
    ['coin', { coin: undefined }, 'errors.validation.required'],
    ['coin', { coin: 'US DT' }, 'errors.validation.invalid'],
    ['coin', { coin: 5 }, 'errors.validation.invalid'],
    ['to', { to: undefined }, 'errors.validation.required'],
    ['to', { to: 'alice' }, 'errors.validation.invalid'],
    ['to', { to: '13800138000' }, 'errors.validation.invalid'],
    ['amount', { amount: undefined }, 'errors.validation.required'],
    ['amount', { amount: 1.5 }, 'errors.validation.invalid'],
    ['amount', { amount: '-1' }, 'errors.validation.invalid'],
    ['amount', { amount: '0' }, 'errors.validation.invalid'],
    ['amount', { amount: '0.000' }, 'errors.validation.invalid'],
    ['amount', { amount: '1e3' }, 'errors.validation.invalid'],
    ['amount', { amount: '1,5' }, 'errors.validation.invalid'],
    ['amount', { amount: '' }, 'errors.validation.invalid'],
    ['amount', { amount: '9'.repeat(80) }, 'errors.validation.invalid'],
    ['memo', { memo: 'x'.repeat(101) }, 'errors.validation.invalid'],
    ['memo', { memo: 'a\u0000b' }, 'errors.validation.invalid'],
    ['memo', { memo: 7 }, 'errors.validation.invalid'],
    ['payPassword', { payPassword: undefined }, 'errors.validation.required'],
    ['payPassword', { payPassword: '12345' }, 'errors.validation.invalid'],
    ['payPassword', { payPassword: 123456 }, 'errors.validation.invalid'],
    ['googleCode', { googleCode: 'abcdef' }, 'errors.validation.invalid'],
    ['idempotencyKey', { idempotencyKey: 'short' }, 'errors.validation.invalid'],
  ])('refuses a bad %s (%j) with a message naming it', async (field, change, key) => {
    const a = await walletAccount(app);
    // undefined fields are left out of the JSON body.
    const body: Record<string, unknown> = { coin: 'USDT', to: '+8613800138000', amount: '1', payPassword: PAY_PASSWORD, ...change };
    const res = await transfer(app, a.token, body);
    expect(res).toMatchObject({ status: 400, code: 400, key, params: { field } });
    expect(res.msg).toMatch(new RegExp(`^${field} is (required|invalid: .+)\\.$`));
  });

  it('accepts a memo of exactly 100 characters and an amount with the most decimals', async () => {
    const { a, b } = await pair();
    const res = await transfer(app, a.token, { coin: 'USDT', to: b.phone, amount: '1.000001', memo: 'm'.repeat(100) });
    expect((res.data as InternalTransferResult).record).toMatchObject({ amount: '1.000001', memo: 'm'.repeat(100) });
  });

  it('needs a login', async () => {
    const res = await transfer(app, 'not-a-token', { coin: 'USDT', to: '+8613800138000', amount: '1' });
    expect(res).toMatchObject({ status: 401, code: 10001 });
  });
});

import type { FastifyInstance } from 'fastify';
import { type RecipientPreview, WALLET_ERRORS, WALLET_PATHS } from '../../../../features/cloudWallet/contract/walletApi';
import { call } from '../../../testing/accountClient';
import { fakeClock } from '../../../testing/fakeClock';
import { testDbTargets } from '../../../testing/testDb';
import { useTestApp } from '../../../testing/useTestApp';
import { credit, transfer, walletAccount } from '../../../testing/walletClient';

const HOUR = 3_600_000;

describe.each(testDbTargets)('recipient preview (GET /api/wallet/recipient) on $name', (target) => {
  let app: FastifyInstance;
  const clock = fakeClock();
  useTestApp(target, { clock }, (opened) => ({ app } = opened));

  const preview = (to: string, token?: string) => call(app, 'GET', `${WALLET_PATHS.recipient}?to=${encodeURIComponent(to)}`, undefined, token === undefined ? {} : { token });
  const unknownPhone = (i: number) => `+86139${String(Date.now() % 100_000).padStart(5, '0')}${String(i).padStart(3, '0')}`;

  it('needs the login', async () => {
    const b = await walletAccount(app);
    expect(await preview(b.phone)).toMatchObject({ status: 401, code: 10001 });
  });

  it('names the account by phone or accid, with the phone masked', async () => {
    const a = await walletAccount(app);
    const b = await walletAccount(app);
    const byPhone = await preview(b.phone, a.token);
    expect(byPhone).toMatchObject({ status: 200, code: 1 });
    const shown = byPhone.data as RecipientPreview;
    expect(shown).toEqual({ accid: b.user.accid, accountName: b.user.accountName, phoneMasked: expect.stringMatching(/^\+86 \d{3}\*{4}\d{4}$/) });
    expect(shown.phoneMasked).not.toContain(b.phone.slice(-8, -4));
    expect((await preview(b.user.accid, a.token)).data).toEqual(shown);
  });

  it('answers an unknown recipient exactly as a transfer does, and refuses your own account', async () => {
    const a = await walletAccount(app);
    await credit(app, a.user.accid, 'USDT', '10');
    const to = unknownPhone(1);
    const previewed = await preview(to, a.token);
    const sent = await transfer(app, a.token, { coin: 'USDT', to, amount: '1' });
    expect(previewed).toMatchObject({ status: 404, code: WALLET_ERRORS.recipientUnknown });
    expect({ ...previewed, data: undefined }).toEqual({ ...sent, data: undefined });
    expect(await preview(a.phone, a.token)).toMatchObject({ status: 400, code: WALLET_ERRORS.selfTransfer });
    expect(await preview(a.user.accid, a.token)).toMatchObject({ status: 400, code: WALLET_ERRORS.selfTransfer });
  });

  it('shares the limit of 30 new recipients an hour with transfers', async () => {
    const a = await walletAccount(app);
    const b = await walletAccount(app);
    await credit(app, a.user.accid, 'USDT', '10');
    // A transfer to b counts b once; previewing b afterwards is free.
    expect(await transfer(app, a.token, { coin: 'USDT', to: b.user.accid, amount: '1' })).toMatchObject({ code: 1 });
    for (let i = 0; i < 29; i++) expect(await preview(unknownPhone(100 + i), a.token)).toMatchObject({ status: 404 });
    expect(await preview(b.user.accid, a.token)).toMatchObject({ status: 200, code: 1 });
    // The 31st different recipient, by preview or by transfer, is refused.
    const limited = await preview(unknownPhone(200), a.token);
    expect(limited).toMatchObject({ status: 429, params: { retryAfterSeconds: expect.any(Number) } });
    const c = await walletAccount(app);
    expect(await transfer(app, a.token, { coin: 'USDT', to: c.user.accid, amount: '1' })).toMatchObject({ status: 429 });
    expect(await preview(c.user.accid, a.token)).toMatchObject({ status: 429 });
    clock.advance(HOUR);
    expect(await preview(c.user.accid, a.token)).toMatchObject({ status: 200, data: { accid: c.user.accid } });
  });

  it('refuses a malformed recipient with a field error', async () => {
    const a = await walletAccount(app);
    expect(await preview('hello', a.token)).toMatchObject({ status: 400 });
  });
});

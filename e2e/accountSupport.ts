import { createHmac, randomInt } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { USER_ERRORS, USER_PATHS } from '../lib/contract/userApi';
import { expect, open } from './fixtures';

/**
 * Helpers of the account end-to-end tests. They read what a real user would get by other means
 * from the development server's /api/dev/* (the SMS outbox, captcha answers), and compute Google
 * verification codes as an authenticator app does (RFC 6238).
 */

/** A fresh mainland China mobile number: the national part the user types, and its E.164 form. */
export function newPhone(): { national: string; e164: string } {
  const national = `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  return { national, e164: `+86${national}` };
}

type Envelope<T> = { code: number; msg: string; data: T };

async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const body = (await (await request.get(path)).json()) as Envelope<T>;
  if (body.code !== 1) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

/** The newest SMS code sent to `phone` after `after` codes had been sent (waits for it). */
export async function smsCode(request: APIRequestContext, phone: string, after = 0): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const { messages } = await apiGet<{ messages: { code: string | null }[] }>(request, `/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
      code = messages.length > after ? messages[messages.length - 1].code : null;
      return code;
    })
    .not.toBeNull();
  return code as unknown as string;
}

/** How many codes `phone` has been sent so far. */
export async function smsCount(request: APIRequestContext, phone: string): Promise<number> {
  const { messages } = await apiGet<{ messages: unknown[] }>(request, `/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
  return messages.length;
}

export async function captchaAnswer(request: APIRequestContext, id: string): Promise<string> {
  return (await apiGet<{ answer: string }>(request, `/api/dev/captcha/${encodeURIComponent(id)}`)).answer;
}

/** The id of the captcha the login screen shows now (its image carries it). */
export async function shownCaptchaId(page: Page): Promise<string> {
  const image = page.getByRole('img', { name: /Captcha image/ });
  await expect(image).toBeVisible();
  return (await image.getAttribute('data-captcha-id')) as string;
}

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of text.replace(/[\s=]/g, '').toUpperCase()) {
    const v = alphabet.indexOf(ch);
    if (v < 0) throw new Error(`not base32: ${ch}`);
    bits += v.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The RFC 6238 step (30 s) of a moment. */
export function totpStep(ms: number = Date.now()): number {
  return Math.floor(ms / 1000 / 30);
}

/** The 6-digit code an authenticator shows for `secret` (base32) at time step `step` (HMAC-SHA-1). */
export function totp(secret: string, step: number = totpStep()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** Chooses mainland China and types the national number into the phone field. */
export async function fillPhone(page: Page, national: string, label: string | RegExp = 'Phone number'): Promise<void> {
  await page.getByRole('combobox', { name: 'Country or region calling code' }).selectOption('CN');
  await page.getByLabel(label, { exact: typeof label === 'string' }).fill(national);
}

/** Logs in on the open /relogin screen with the captcha shown; the caller checks where it lands. */
export async function logIn(page: Page, request: APIRequestContext, national: string, password: string): Promise<void> {
  await fillPhone(page, national);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Captcha', { exact: true }).fill(await captchaAnswer(request, await shownCaptchaId(page)));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The server's answers that make a screen show (or renew) the captcha of a send-code request. */
const CAPTCHA_ASKED: readonly number[] = [USER_ERRORS.smsCaptchaRequired, USER_ERRORS.captchaInvalid];

/**
 * Asks for an SMS code through the API like the app: without a captcha, and again with a solved one
 * when the server asks (beyond the first code to a phone, or the first 3 from an IP, in an hour; every
 * test comes from 127.0.0.1, so whether it asks depends on what ran before).
 */
export async function sendCodeByApi(request: APIRequestContext, phone: string, purpose: string, token?: string): Promise<void> {
  const headers: Record<string, string> = token ? { 'x-token': token } : {};
  const send = async (data: object) => (await (await request.post(USER_PATHS.sendCode, { data: { phone, purpose, ...data }, headers })).json()) as Envelope<unknown>;
  let body = await send({});
  if (body.code === USER_ERRORS.smsCaptchaRequired) {
    const { captchaId } = await apiGet<{ captchaId: string }>(request, USER_PATHS.captcha);
    body = await send({ captchaId, captcha: await captchaAnswer(request, captchaId) });
  }
  expect(body.code, body.msg).toBe(1);
}

/**
 * Presses a send-code button like a user: when the screen shows the captcha (now, or after the
 * server asked for it), reads its answer from /api/dev/captcha/:id, types it and presses again.
 * Resolves once the server has sent the code; whether it asks depends on earlier tests (one IP).
 */
export async function sendCodeThroughCaptcha(page: Page, request: APIRequestContext, button: Locator): Promise<void> {
  const field = page.getByLabel('Captcha', { exact: true });
  let used: string | null = null;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await field.isVisible()) {
      // Each captcha works once: wait for the image that replaced the one just used.
      await expect.poll(() => shownCaptchaId(page)).not.toBe(used);
      used = await shownCaptchaId(page);
      await field.fill(await captchaAnswer(request, used));
    }
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(USER_PATHS.sendCode) && r.request().method() === 'POST'),
      button.click(),
    ]);
    const body = (await response.json()) as Envelope<unknown>;
    if (body.code === 1) return;
    if (!CAPTCHA_ASKED.includes(body.code)) throw new Error(`send code: ${body.code} ${body.msg}`);
    await expect(field).toBeVisible();
  }
  throw new Error('send code: still refused after solving the captcha');
}

/**
 * Credits a cloud account from the platform treasury (POST /api/dev/credit, development servers
 * only): one ledger entry and its record, as an operator's credit makes.
 */
export async function creditByApi(request: APIRequestContext, phone: string, coin: string, amount: string): Promise<{ record: { id: string } }> {
  const body = (await (await request.post('/api/dev/credit', { data: { phone, coin, amount } })).json()) as Envelope<{ record: { id: string } }>;
  expect(body.code, body.msg).toBe(1);
  return body.data;
}

/** Registers through the API (for tests whose subject is not registration); returns the session token. */
export async function registerByApi(request: APIRequestContext, phone: { e164: string }, password: string): Promise<string> {
  await sendCodeByApi(request, phone.e164, 'register');
  const code = await smsCode(request, phone.e164);
  const res = await request.post('/api/user/public/register', { data: { phone: phone.e164, code, password } });
  const body = (await res.json()) as Envelope<{ token: string }>;
  expect(body.code, body.msg).toBe(1);
  return body.data.token;
}

/** A POST with the session token, as the app sends it. */
export async function postAs<T>(request: APIRequestContext, token: string, path: string, data: unknown = {}): Promise<T> {
  const body = (await (await request.post(path, { data, headers: { 'x-token': token } })).json()) as Envelope<T>;
  if (body.code !== 1) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

/** A GET with the session token, as the app sends it; the answer's data, or an error naming the failure. */
export async function getAs<T>(request: APIRequestContext, token: string, path: string, params: Record<string, string> = {}): Promise<T> {
  const body = (await (await request.get(path, { params, headers: { 'x-token': token } })).json()) as Envelope<T>;
  if (body.code !== 1) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

/** A registered user for tests whose subject is not registration: its phone, session token and passwords. */
export type TestUser = { phone: { national: string; e164: string }; token: string; password: string; payPassword: string | null };

/**
 * Registers a user through the API, with `usdt` credited and a pay password set when asked.
 *
 * @example const a = await userByApi(request, { usdt: '1000', payPassword: '246801' })
 */
export async function userByApi(request: APIRequestContext, options: { usdt?: string; payPassword?: string; password?: string } = {}): Promise<TestUser> {
  const phone = newPhone();
  const password = options.password ?? 'Secret123';
  const token = await registerByApi(request, phone, password);
  if (options.payPassword) await postAs(request, token, USER_PATHS.payPasswordSet, { payPassword: options.payPassword });
  if (options.usdt) await creditByApi(request, phone.e164, 'USDT', options.usdt);
  return { phone, token, password, payPassword: options.payPassword ?? null };
}

/** Logs `user` in on /relogin as a person does, and waits for the home screen. */
export async function logInAs(page: Page, request: APIRequestContext, user: TestUser): Promise<void> {
  await open(page, '/relogin');
  await logIn(page, request, user.phone.national, user.password);
  await expect(page).toHaveURL(/\/index\/home$/);
}

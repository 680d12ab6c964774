import type { FastifyInstance } from 'fastify';
import { HEADER_TOKEN } from '../../lib/contract/envelope';
import { type SessionResult, USER_ERRORS, USER_PATHS } from '../../features/account/contract/user';
import type { SmsPurpose } from '../../lib/contract/userRules';

export type Answer = { status: number; code: number; msg: string; data: unknown; key?: string; params?: Record<string, string | number> };

let ipCounter = 0;
/** A fresh client IP, so one test's per-IP limits never spill into the next. */
export const freshIp = () => `10.${(++ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;

let phoneCounter = 0;
/** A fresh, valid E.164 phone number (mainland China mobile format). */
export const freshPhone = () => `+86138${String(Date.now() % 1000).padStart(3, '0')}${String(++phoneCounter).padStart(5, '0')}`;

/**
 * Calls the API like the app does: JSON body, `x-token` header, a chosen client IP.
 *
 * @example const res = await call(app, 'POST', USER_PATHS.login, body, { ip })
 */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  body?: object,
  opts: { token?: string; ip?: string } = {},
): Promise<Answer> {
  const res = await app.inject({
    method,
    url,
    payload: body,
    headers: opts.token === undefined ? {} : { [HEADER_TOKEN]: opts.token },
    remoteAddress: opts.ip ?? '127.0.0.1',
  });
  return { status: res.statusCode, ...(res.json() as Omit<Answer, 'status'>) };
}

/**
 * Asks for an SMS code like the app does: without a captcha, and again with a solved one when the
 * server asks for it (a code beyond the first within the hour, for the phone or from the IP).
 */
export async function sendCode(app: FastifyInstance, phone: string, purpose: SmsPurpose, opts: { token?: string; ip?: string } = {}): Promise<Answer> {
  const first = await call(app, 'POST', USER_PATHS.sendCode, { phone, purpose }, opts);
  if (first.code !== USER_ERRORS.smsCaptchaRequired) return first;
  return call(app, 'POST', USER_PATHS.sendCode, { phone, purpose, ...(await solvedCaptcha(app, opts.ip)) }, opts);
}

/** Sends an SMS code (solving the captcha if asked) and reads it back from the development outbox. */
export async function smsCode(
  app: FastifyInstance,
  phone: string,
  purpose: SmsPurpose,
  opts: { token?: string; ip?: string } = {},
): Promise<string> {
  const sent = await sendCode(app, phone, purpose, opts);
  if (sent.code !== 1) throw new Error(`sendCode failed: ${JSON.stringify(sent)}`);
  const outbox = await call(app, 'GET', `/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
  const messages = (outbox.data as { messages: { code: string }[] }).messages;
  return messages[messages.length - 1].code;
}

/** Registers a new account through the API (SMS code from the outbox) and returns its session. */
export async function registerAccount(
  app: FastifyInstance,
  opts: { phone?: string; password?: string; inviteCode?: string } = {},
): Promise<SessionResult & { phone: string; password: string }> {
  const phone = opts.phone ?? freshPhone();
  const password = opts.password ?? 'secret123';
  const ip = freshIp();
  const code = await smsCode(app, phone, 'register', { ip });
  const res = await call(app, 'POST', USER_PATHS.register, { phone, code, password, inviteCode: opts.inviteCode }, { ip });
  if (res.code !== 1) throw new Error(`register failed: ${JSON.stringify(res)}`);
  return { ...(res.data as SessionResult), phone, password };
}

/** A captcha and its answer (from the development helper). */
export async function solvedCaptcha(app: FastifyInstance, ip = freshIp()): Promise<{ captchaId: string; captcha: string }> {
  const { data } = await call(app, 'GET', USER_PATHS.captcha, undefined, { ip });
  const { captchaId } = data as { captchaId: string };
  const answer = await call(app, 'GET', `/api/dev/captcha/${captchaId}`);
  return { captchaId, captcha: (answer.data as { answer: string }).answer };
}

/** Logs in with phone, password and a solved captcha. */
export async function login(app: FastifyInstance, phone: string, password: string, ip = freshIp()): Promise<Answer> {
  return call(app, 'POST', USER_PATHS.login, { phone, password, ...(await solvedCaptcha(app, ip)) }, { ip });
}

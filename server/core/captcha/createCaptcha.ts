import svgCaptcha, { type ConfigObject } from 'svg-captcha';
import type { CaptchaResult } from '../../../features/account/contract/user';
import type { Db } from '../../db/db';
import type { DevStore } from '../../dev/devStore';
import { hmacHex } from '../crypto/digests';
import { randomFromAlphabet, randomToken } from '../crypto/random';

export const CAPTCHA_TTL_MS = 5 * 60_000;
/**
 * svg-captcha's module itself draws a given text (its typings list only `create`, which picks
 * the text with Math.random); we pick the text with the CSPRNG and only let it draw.
 */
const drawCaptcha = svgCaptcha as unknown as (text: string, options?: ConfigObject) => string;
/** Capitals and digits without look-alikes (0/O, 1/I/L); answers are compared in capitals. */
const CAPTCHA_CHARS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * A new captcha (for the login, and for an SMS code beyond the free ones): a distorted-text SVG
 * (svg-captcha) as a data URL, valid 5 minutes, its answer stored only as an HMAC. In development
 * the answer is also kept in `dev` for GET /api/dev/captcha/:id.
 *
 * @example const { captchaId, image } = await createCaptcha({ db, hmacKey, dev, now })
 */
export async function createCaptcha(input: { db: Db; hmacKey: Buffer; dev: DevStore | null; now: Date }): Promise<CaptchaResult> {
  const answer = randomFromAlphabet(CAPTCHA_CHARS, 5);
  const data = drawCaptcha(answer, { noise: 2, background: '#f4f5f7' });
  const captchaId = randomToken(16);
  const { db, now } = input;
  await db.tx(async (q) => {
    // Expired captchas are useless; dropping them here keeps the table small without a scheduler.
    await q.query('DELETE FROM captchas WHERE expires_at < $1', [new Date(now.getTime() - 3600_000)]);
    await q.query('INSERT INTO captchas (id, answer_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
      captchaId,
      hmacHex(input.hmacKey, captchaId, answer),
      now,
      new Date(now.getTime() + CAPTCHA_TTL_MS),
    ]);
  });
  input.dev?.rememberCaptcha(captchaId, answer);
  return {
    captchaId,
    image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`,
    expiresIn: CAPTCHA_TTL_MS / 1000,
  };
}

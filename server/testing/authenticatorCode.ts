import { authenticatorTotp } from '../core/payment/authenticatorTotp';

/**
 * The code an authenticator app shows for a base32 secret at `at`.
 *
 * @example await call(app, 'POST', USER_PATHS.googleVerify, { code: authenticatorCode(secret, clock.now()) }, { token })
 */
export function authenticatorCode(secretBase32: string, at: Date): string {
  return authenticatorTotp(secretBase32).generate({ timestamp: at.getTime() });
}

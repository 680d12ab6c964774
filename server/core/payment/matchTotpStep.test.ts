import { Secret } from 'otpauth';
import { authenticatorCode } from '../../testing/authenticatorCode';
import { matchTotpStep } from './matchTotpStep';

describe('matchTotpStep', () => {
  const secret = Secret.fromLatin1('12345678901234567890').base32;
  const now = new Date(1111111111_000);
  const step = BigInt(Math.floor(1111111111 / 30));
  const at = (d: number) => authenticatorCode(secret, new Date(now.getTime() + d * 30_000));

  it('accepts the previous and next step, not two away, and says which step matched', () => {
    expect(matchTotpStep(secret, at(0), now)).toBe(step);
    expect(matchTotpStep(secret, at(-1), now)).toBe(step - 1n);
    expect(matchTotpStep(secret, at(1), now)).toBe(step + 1n);
    expect(matchTotpStep(secret, at(2), now)).toBeNull();
    expect(matchTotpStep(secret, at(-2), now)).toBeNull();
  });

  it('refuses what is not a 6-digit code', () => {
    expect(matchTotpStep(secret, 'abcdef', now)).toBeNull();
    expect(matchTotpStep(secret, at(0).slice(1), now)).toBeNull();
    expect(matchTotpStep(secret, `${at(0)}0`, now)).toBeNull();
  });
});

import { DEFAULT_AUTO_LOCK_MINUTES } from '@/lib/wallet/keyring/autoLockDefault';
import { parseAutoLockMinutes } from '@/lib/state/hdWallet/hdAutoLock';

describe('parseAutoLockMinutes', () => {
  it('takes a stored choice and falls back to 5 minutes', () => {
    expect(parseAutoLockMinutes('15')).toBe(15);
    expect(parseAutoLockMinutes(null)).toBe(DEFAULT_AUTO_LOCK_MINUTES);
    expect(parseAutoLockMinutes('7')).toBe(5);
    expect(parseAutoLockMinutes('abc')).toBe(5);
  });
});

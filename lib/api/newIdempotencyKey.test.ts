// oxlint-disable-next-line no-restricted-imports -- the key must match the server's pattern, so the test reads the contract's value
import { IDEMPOTENCY_KEY_PATTERN } from '@/features/cloudWallet/contract/walletRules';
import { newIdempotencyKey } from './newIdempotencyKey';

describe('newIdempotencyKey', () => {
  it('makes keys the server accepts, different each time', () => {
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });
});

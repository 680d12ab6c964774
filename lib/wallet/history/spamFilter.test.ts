/** @jest-environment node */
import type { Address, Hash } from 'viem';
import type { HistoryEntry } from './historyEntry';
import { splitSpam } from './spamFilter';

const OWNER: Address = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const FRIEND: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
// The poisoner's address: same first and last four hex digits as FRIEND.
const POISON: Address = '0x70990000000000000000000000000000000079C8';
const USDT: Address = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const SCAM: Address = '0x1111111111111111111111111111111111111111';

let n = 0;
const entry = (over: Partial<HistoryEntry>): HistoryEntry => ({
  hash: `0x${(++n).toString(16).padStart(64, '0')}` as Hash,
  time: n,
  from: OWNER,
  to: FRIEND,
  amount: 10n,
  symbol: 'ETH',
  decimals: 18,
  status: 'success',
  type: 7,
  ...over,
});

describe('spamFilter', () => {
  it('hides a zero-value transfer from a look-alike of a real counterparty, and unlisted tokens', () => {
    const real = entry({ to: FRIEND, amount: 5n });
    const poisoned = entry({ from: POISON, to: OWNER, amount: 0n, token: USDT, symbol: 'USDT', type: 8 });
    const poisonedOut = entry({ from: OWNER, to: POISON, amount: 0n, token: USDT, symbol: 'USDT' });
    const scam = entry({ from: SCAM, to: OWNER, amount: 1000n, token: SCAM, symbol: 'FREE', type: 8 });
    const listed = entry({ from: FRIEND, to: OWNER, amount: 3n, token: USDT, symbol: 'USDT', type: 8 });
    const zeroFromFriend = entry({ from: FRIEND, to: OWNER, amount: 0n, type: 8 });
    // The owner's own transfer of a token nobody listed (a test token) is theirs, not spam.
    const ownUnlisted = entry({ from: OWNER, to: FRIEND, amount: 7n, token: SCAM, symbol: 'TST' });
    const { shown, hidden } = splitSpam([real, poisoned, poisonedOut, scam, listed, zeroFromFriend, ownUnlisted], OWNER, new Set([USDT.toLowerCase()]));
    expect(shown).toEqual([real, listed, zeroFromFriend, ownUnlisted]);
    expect(hidden).toEqual([poisoned, poisonedOut, scam]);
  });
});

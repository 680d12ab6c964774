import type { Hash } from 'viem';
import type { LocalSend } from './localSends';
import { canReplace, sendState } from './replacementState';

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hash;
const send = (n: number, extra: Partial<LocalSend> = {}): LocalSend => ({
  hash: hash(n),
  chainId: 1,
  time: n,
  from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  amount: 1n,
  symbol: 'ETH',
  decimals: 18,
  status: 'pending',
  ...extra,
});

describe('sendState', () => {
  it('is the send’s own status without a replacement', () => {
    expect(sendState(send(1), [])).toBe('pending');
    expect(sendState(send(1, { status: 'success' }), [])).toBe('success');
    expect(sendState(send(1, { dropped: true }), [])).toBe('dropped');
  });

  it('speeding up while the replacement is pending, sped up once it is mined', () => {
    const original = send(1, { replacedBy: hash(2), replacement: 'speedUp' });
    expect(sendState(original, [original, send(2, { replaces: hash(1) })])).toBe('speedingUp');
    expect(sendState(original, [original, send(2, { replaces: hash(1), status: 'waiting' })])).toBe('speedingUp');
    expect(sendState(original, [original, send(2, { replaces: hash(1), status: 'success' })])).toBe('spedUp');
    // The original's dropped mark (its nonce was taken) does not hide that it was replaced.
    expect(sendState({ ...original, dropped: true }, [original, send(2, { status: 'success' })])).toBe('spedUp');
  });

  it('cancelling, then cancelled', () => {
    const original = send(1, { replacedBy: hash(2), replacement: 'cancel' });
    expect(sendState(original, [original, send(2)])).toBe('cancelling');
    expect(sendState(original, [original, send(2, { status: 'success' })])).toBe('cancelled');
    // A reverted replacement still took the nonce.
    expect(sendState(original, [original, send(2, { status: 'failed' })])).toBe('cancelled');
  });

  it('follows a chain of replacements (a speed up sped up again)', () => {
    const first = send(1, { replacedBy: hash(2), replacement: 'speedUp' });
    const second = send(2, { replaces: hash(1), replacedBy: hash(3), replacement: 'speedUp' });
    expect(sendState(first, [first, second, send(3)])).toBe('speedingUp');
    expect(sendState(first, [first, second, send(3, { status: 'success' })])).toBe('spedUp');
  });

  it('the original mined after all: its own success; the replacement dropped', () => {
    const original = send(1, { status: 'success', replacedBy: hash(2), replacement: 'cancel' });
    const replacement = send(2, { dropped: true });
    expect(sendState(original, [original, replacement])).toBe('success');
    expect(sendState(replacement, [original, replacement])).toBe('dropped');
  });

  it('a dropped replacement leaves the original as it is (pending, or dropped)', () => {
    const original = send(1, { replacedBy: hash(2), replacement: 'speedUp' });
    expect(sendState(original, [original, send(2, { dropped: true })])).toBe('pending');
    expect(canReplace(original, [original, send(2, { dropped: true })])).toBe(true);
  });

  it('offers speed up and cancel only for a pending send not being replaced', () => {
    const original = send(1, { replacedBy: hash(2), replacement: 'speedUp' });
    expect(canReplace(send(1), [])).toBe(true);
    expect(canReplace(send(1, { status: 'waiting' }), [])).toBe(false);
    expect(canReplace(send(1, { status: 'success' }), [])).toBe(false);
    expect(canReplace(send(1, { dropped: true }), [])).toBe(false);
    expect(canReplace(original, [original, send(2)])).toBe(false);
  });
});

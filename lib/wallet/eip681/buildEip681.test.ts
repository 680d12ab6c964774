/** @jest-environment node */
import { buildEip681 } from './buildEip681';
import { parseEip681 } from './parseEip681';

const RECIPIENT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7';

describe('buildEip681', () => {
  it('writes the address alone, or with chain id and amount', () => {
    expect(buildEip681({ recipient: RECIPIENT })).toBe(`ethereum:${RECIPIENT}`);
    expect(buildEip681({ recipient: RECIPIENT.toLowerCase(), chainId: 1 })).toBe(`ethereum:${RECIPIENT}@1`);
    expect(buildEip681({ recipient: RECIPIENT, chainId: 1, amount: 10n ** 18n })).toBe(`ethereum:${RECIPIENT}@1?value=1000000000000000000`);
  });

  it('writes a token request with the recipient in the address parameter', () => {
    expect(buildEip681({ recipient: RECIPIENT, chainId: 1, token: USDT, amount: 5_000_000n })).toBe(
      `ethereum:${USDT}@1/transfer?address=${RECIPIENT}&uint256=5000000`,
    );
    expect(buildEip681({ recipient: RECIPIENT, token: USDT })).toBe(`ethereum:${USDT}/transfer?address=${RECIPIENT}`);
  });

  it('round-trips through parseEip681', () => {
    const requests = [
      { recipient: RECIPIENT },
      { recipient: RECIPIENT, chainId: 56, amount: 123n },
      { recipient: RECIPIENT, chainId: 1, amount: 2n ** 256n - 1n },
      { recipient: RECIPIENT, chainId: 1, token: USDT, amount: 0n },
    ];
    for (const request of requests) {
      const parsed = parseEip681(buildEip681(request));
      expect(parsed.recipient).toBe(request.recipient);
      expect(parsed).toMatchObject({ ...('chainId' in request ? { chainId: request.chainId } : {}), ...('amount' in request ? { amount: request.amount } : {}) });
      if ('token' in request) expect(parsed).toMatchObject({ kind: 'token', token: request.token });
    }
  });

  it('refuses what it cannot write correctly', () => {
    expect(() => buildEip681({ recipient: 'vitalik.eth' })).toThrow(RangeError);
    expect(() => buildEip681({ recipient: `0xF${RECIPIENT.slice(3)}` })).toThrow(RangeError);
    expect(() => buildEip681({ recipient: RECIPIENT, token: '0x1234' })).toThrow(RangeError);
    expect(() => buildEip681({ recipient: RECIPIENT, amount: -1n })).toThrow(RangeError);
    expect(() => buildEip681({ recipient: RECIPIENT, chainId: 0 })).toThrow(RangeError);
  });
});

/** @jest-environment node */
import { parseEip681 } from './parseEip681';

const RECIPIENT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7';

function reason(uri: string): string | undefined {
  try {
    parseEip681(uri);
    return undefined;
  } catch (error) {
    return (error as { reason?: string }).reason;
  }
}

describe('parseEip681', () => {
  describe('native payments', () => {
    it('reads recipient, chain id and value in wei', () => {
      expect(parseEip681(`ethereum:${RECIPIENT}@1?value=1e18`)).toEqual({ kind: 'native', recipient: RECIPIENT, chainId: 1, amount: 10n ** 18n });
    });

    it('parses scientific notation exactly, beyond what a float holds', () => {
      expect(parseEip681(`ethereum:${RECIPIENT}?value=2.014e18`).amount).toBe(2_014_000_000_000_000_000n);
      expect(parseEip681(`ethereum:${RECIPIENT}?value=1.000000000000000001e18`).amount).toBe(1_000_000_000_000_000_001n);
      expect(parseEip681(`ethereum:${RECIPIENT}?value=123456789012345678901234567890`).amount).toBe(123456789012345678901234567890n);
      expect(parseEip681(`ethereum:${RECIPIENT}?value=1E6`).amount).toBe(1_000_000n);
      expect(parseEip681(`ethereum:${RECIPIENT}?value=1e+18`).amount).toBe(10n ** 18n);
      expect(parseEip681(`ethereum:${RECIPIENT}?value=5.0`).amount).toBe(5n);
      expect(parseEip681(`ethereum:${RECIPIENT}?value=0`).amount).toBe(0n);
      expect(parseEip681(`ethereum:${RECIPIENT}?value=0e100`).amount).toBe(0n);
    });

    it('refuses amounts that are not whole base units or do not fit uint256', () => {
      expect(reason(`ethereum:${RECIPIENT}?value=1.5`)).toBe('invalidAmount');
      expect(reason(`ethereum:${RECIPIENT}?value=0.05`)).toBe('invalidAmount');
      expect(reason(`ethereum:${RECIPIENT}?value=1e-3`)).toBe('invalidAmount');
      expect(reason(`ethereum:${RECIPIENT}?value=-1`)).toBe('invalidAmount');
      expect(reason(`ethereum:${RECIPIENT}?value=0x10`)).toBe('invalidAmount');
      expect(reason(`ethereum:${RECIPIENT}?value=`)).toBe('invalidAmount');
      expect(reason(`ethereum:${RECIPIENT}?value=.`)).toBe('invalidAmount');
      expect(reason(`ethereum:${RECIPIENT}?value=1e78`)).toBe('invalidAmount');
      expect(reason(`ethereum:${RECIPIENT}?value=1e9999`)).toBe('invalidAmount');
      expect(reason(`ethereum:${RECIPIENT}?value=1e99999`)).toBe('invalidAmount');
      expect(reason(`ethereum:${RECIPIENT}?value=${2n ** 256n}`)).toBe('invalidAmount');
      expect(parseEip681(`ethereum:${RECIPIENT}?value=${2n ** 256n - 1n}`).amount).toBe(2n ** 256n - 1n);
    });

    it('leaves out what the URI does not say', () => {
      expect(parseEip681(`ethereum:${RECIPIENT}`)).toEqual({ kind: 'native', recipient: RECIPIENT });
      expect(parseEip681(`ethereum:pay-${RECIPIENT}@56`)).toEqual({ kind: 'native', recipient: RECIPIENT, chainId: 56 });
    });

    it('ignores fee parameters and unknown ones', () => {
      expect(parseEip681(`ethereum:${RECIPIENT}@1?gas=21000&gasPrice=1e9&label=coffee&value=1`)).toEqual({ kind: 'native', recipient: RECIPIENT, chainId: 1, amount: 1n });
    });
  });

  describe('token transfers', () => {
    it('takes the recipient from the address parameter, never the contract', () => {
      expect(parseEip681(`ethereum:${USDT}@1/transfer?address=${RECIPIENT}&uint256=1e6`)).toEqual({
        kind: 'token',
        token: USDT,
        recipient: RECIPIENT,
        chainId: 1,
        amount: 1_000_000n,
      });
    });

    it('accepts parameters in any order and no amount', () => {
      expect(parseEip681(`ethereum:${USDT}/transfer?uint256=25&address=${RECIPIENT.toLowerCase()}`)).toEqual({ kind: 'token', token: USDT, recipient: RECIPIENT, amount: 25n });
      expect(parseEip681(`ethereum:${USDT}@1/transfer?address=${RECIPIENT}`)).toEqual({ kind: 'token', token: USDT, recipient: RECIPIENT, chainId: 1 });
    });

    it('refuses a transfer without a recipient rather than paying the contract', () => {
      expect(reason(`ethereum:${USDT}@1/transfer?uint256=1e6`)).toBe('missingRecipient');
      expect(reason(`ethereum:${USDT}@1/transfer?address=&uint256=1e6`)).toBe('missingRecipient');
    });

    it('refuses token parameters without /transfer, and ether attached to a transfer', () => {
      expect(reason(`ethereum:${USDT}@1?address=${RECIPIENT}&uint256=1e6`)).toBe('ambiguousRequest');
      expect(reason(`ethereum:${USDT}@1/transfer?address=${RECIPIENT}&uint256=1&value=1e18`)).toBe('ambiguousRequest');
      expect(parseEip681(`ethereum:${USDT}@1/transfer?address=${RECIPIENT}&value=0`).kind).toBe('token');
    });

    it('refuses every other function', () => {
      expect(reason(`ethereum:${USDT}@1/approve?address=${RECIPIENT}&uint256=${2n ** 256n - 1n}`)).toBe('unsupportedFunction');
      expect(reason(`ethereum:${USDT}@1/transferFrom?address=${RECIPIENT}`)).toBe('unsupportedFunction');
    });

    it('checks the recipient address too', () => {
      expect(reason(`ethereum:${USDT}/transfer?address=vitalik.eth&uint256=1`)).toBe('ensNotSupported');
      expect(reason(`ethereum:${USDT}/transfer?address=0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266`)).toBe('badChecksum');
      expect(reason(`ethereum:${USDT}/transfer?address=0x1234`)).toBe('invalidAddress');
    });
  });

  describe('addresses', () => {
    it('accepts a plain address, in any case form, and checksums it', () => {
      expect(parseEip681(RECIPIENT)).toEqual({ kind: 'address', recipient: RECIPIENT });
      expect(parseEip681(` ${RECIPIENT.toLowerCase()}\n`)).toEqual({ kind: 'address', recipient: RECIPIENT });
      expect(parseEip681(`ETHEREUM:${RECIPIENT.toUpperCase()}`)).toEqual({ kind: 'native', recipient: RECIPIENT });
    });

    it('refuses a mixed-case address with a bad checksum', () => {
      const flipped = `0xF${RECIPIENT.slice(3)}`;
      expect(reason(flipped)).toBe('badChecksum');
      expect(reason(`ethereum:${flipped}@1?value=1`)).toBe('badChecksum');
      expect(reason(`ethereum:0xdac17F958D2ee523a2206206994597C13D831ec7/transfer?address=${OTHER}`)).toBe('badChecksum');
    });

    it('refuses ENS names clearly', () => {
      expect(reason('ethereum:vitalik.eth')).toBe('ensNotSupported');
      expect(reason('ethereum:vitalik.eth@1?value=1e18')).toBe('ensNotSupported');
      expect(reason('ethereum:pay-usdt.tokens.eth/transfer?address=0x0')).toBe('ensNotSupported');
    });

    it('refuses malformed addresses', () => {
      expect(reason('0x1234')).toBe('invalidAddress');
      expect(reason('ethereum:')).toBe('invalidAddress');
      expect(reason('ethereum:hello')).toBe('invalidAddress');
    });
  });

  it('refuses anything that is not a payment code', () => {
    expect(reason('')).toBe('notPaymentUri');
    expect(reason('bitcoin:1BoatSLRHtKNngkdXEeobR76b53LETtpyT')).toBe('notPaymentUri');
    expect(reason('wc:8a5e5bdc-a0e4-4702-ba63-8f1a5655744f@1?bridge=https%3A%2F%2Fbridge')).toBe('notPaymentUri');
    expect(reason(`https://example.com/${RECIPIENT}`)).toBe('notPaymentUri');
  });

  it('checks the chain id', () => {
    expect(reason(`ethereum:${RECIPIENT}@0`)).toBe('invalidChainId');
    expect(reason(`ethereum:${RECIPIENT}@0x1`)).toBe('invalidChainId');
    expect(reason(`ethereum:${RECIPIENT}@`)).toBe('invalidChainId');
    expect(reason(`ethereum:${RECIPIENT}@-1`)).toBe('invalidChainId');
    expect(reason(`ethereum:${RECIPIENT}@99999999999999999999`)).toBe('invalidChainId');
    expect(parseEip681(`ethereum:${RECIPIENT}@246529`).chainId).toBe(246529);
  });

  it('refuses a repeated parameter instead of picking one', () => {
    expect(reason(`ethereum:${RECIPIENT}?value=1&value=1000`)).toBe('duplicateParameter');
    expect(reason(`ethereum:${USDT}/transfer?address=${RECIPIENT}&address=${OTHER}`)).toBe('duplicateParameter');
  });

  it('percent-decodes parameters and refuses broken encoding', () => {
    expect(parseEip681(`ethereum:${USDT}/transfer?address=${RECIPIENT}&uint256=1%2E5e1`).amount).toBe(15n);
    expect(reason(`ethereum:${RECIPIENT}?value=%E0%A4%A`)).toBe('malformed');
  });
});

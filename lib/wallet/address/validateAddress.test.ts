/** @jest-environment node */
import { validateAddress } from './validateAddress';

const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('validateAddress', () => {
  it('accepts a checksummed address unchanged', () => {
    expect(validateAddress(CHECKSUMMED)).toEqual({ ok: true, address: CHECKSUMMED });
  });

  it('accepts all-lower-case and all-upper-case addresses and returns them checksummed', () => {
    expect(validateAddress(CHECKSUMMED.toLowerCase())).toEqual({ ok: true, address: CHECKSUMMED });
    expect(validateAddress(`0x${CHECKSUMMED.slice(2).toUpperCase()}`)).toEqual({ ok: true, address: CHECKSUMMED });
    expect(validateAddress(CHECKSUMMED.toUpperCase())).toEqual({ ok: true, address: CHECKSUMMED }); // 0X prefix
  });

  it('rejects mixed case that does not match the checksum', () => {
    // One letter's case flipped.
    expect(validateAddress('0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toEqual({ ok: false, reason: 'badChecksum' });
    expect(validateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92267')).toEqual({ ok: false, reason: 'badChecksum' });
  });

  it('ignores whitespace around a pasted address', () => {
    expect(validateAddress(`  ${CHECKSUMMED}\n`)).toEqual({ ok: true, address: CHECKSUMMED });
  });

  it('names the reason for everything else', () => {
    expect(validateAddress('')).toEqual({ ok: false, reason: 'empty' });
    expect(validateAddress('   ')).toEqual({ ok: false, reason: 'empty' });
    expect(validateAddress(CHECKSUMMED.slice(2))).toEqual({ ok: false, reason: 'missingPrefix' });
    expect(validateAddress('vitalik.eth')).toEqual({ ok: false, reason: 'ensName' });
    expect(validateAddress(CHECKSUMMED.slice(0, -1))).toEqual({ ok: false, reason: 'invalidLength' });
    expect(validateAddress(`${CHECKSUMMED}6`)).toEqual({ ok: false, reason: 'invalidLength' });
    expect(validateAddress('0x')).toEqual({ ok: false, reason: 'invalidLength' });
    expect(validateAddress(`0x${'g'.repeat(40)}`)).toEqual({ ok: false, reason: 'invalidCharacters' });
    expect(validateAddress('hello')).toEqual({ ok: false, reason: 'invalidCharacters' });
  });
});

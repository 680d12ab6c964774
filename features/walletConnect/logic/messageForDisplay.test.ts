/** @jest-environment node */
import { stringToHex } from 'viem';
import { isHexMessage, messageForDisplay } from './messageForDisplay';

describe('messageForDisplay', () => {
  it('shows hex that spells printable UTF-8 as text, line breaks and all', () => {
    const siwe = 'dapp.example wants you to sign in with your Ethereum account:\n0xf39F…\n\nNonce: 42 — ok ✓';
    expect(messageForDisplay(stringToHex(siwe))).toEqual({ kind: 'text', text: siwe });
    expect(messageForDisplay('0x48656C6C6F')).toEqual({ kind: 'text', text: 'Hello' });
  });

  it('shows bytes that are not valid UTF-8, or hold control or bidi-override characters, as hex', () => {
    expect(messageForDisplay('0xdeadbeef')).toEqual({ kind: 'hex', hex: '0xdeadbeef' });
    expect(messageForDisplay(stringToHex('a\u0000b'))).toMatchObject({ kind: 'hex' });
    expect(messageForDisplay(stringToHex('pay \u202eevil'))).toMatchObject({ kind: 'hex' });
    const digest = '0x' + 'ab'.repeat(32);
    expect(messageForDisplay(digest)).toEqual({ kind: 'hex', hex: digest });
  });

  it('shows a message that is not hex as the text it is', () => {
    expect(messageForDisplay('Hello, world')).toEqual({ kind: 'text', text: 'Hello, world' });
    expect(messageForDisplay('0xabc')).toEqual({ kind: 'text', text: '0xabc' });
  });

  it('tells hex bytes from text', () => {
    expect(isHexMessage('0x')).toBe(true);
    expect(isHexMessage('0x00ff')).toBe(true);
    expect(isHexMessage('0x0')).toBe(false);
    expect(isHexMessage('hello')).toBe(false);
  });
});

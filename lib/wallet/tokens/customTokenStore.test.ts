/** @jest-environment node */
import { readCustomTokens, withCustomToken, withoutCustomToken } from './customTokenStore';
import type { TokenInfo } from './tokenInfo';

const TOKEN: TokenInfo = { chainId: 1, address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'TST', name: 'Test', decimals: 18, source: 'custom' };

function storageWith(value: string | null) {
  return { getItem: () => value, setItem: () => {} };
}

describe('customTokenStore', () => {
  it('reads what it stored, per chain, checksummed', () => {
    const stored = JSON.stringify({ 1: [{ ...TOKEN, address: TOKEN.address.toLowerCase() }], 56: [{ ...TOKEN, chainId: 56 }] });
    expect(readCustomTokens(storageWith(stored), 'k')).toEqual({ 1: [TOKEN], 56: [{ ...TOKEN, chainId: 56 }] });
  });

  it('drops malformed data instead of failing', () => {
    expect(readCustomTokens(storageWith(null), 'k')).toEqual({});
    expect(readCustomTokens(storageWith('not json'), 'k')).toEqual({});
    expect(readCustomTokens(storageWith('[1,2]'), 'k')).toEqual({});
    const bad = { 1: [{ ...TOKEN, decimals: 300 }, { ...TOKEN, address: '0xnope' }, { ...TOKEN, symbol: ' ' }, 'x', TOKEN, TOKEN], abc: [TOKEN], 5: 'x' };
    expect(readCustomTokens(storageWith(JSON.stringify(bad)), 'k')).toEqual({ 1: [TOKEN] });
  });

  it('adds a token once and removes it by address in any case', () => {
    const one = withCustomToken({}, TOKEN);
    expect(one).toEqual({ 1: [TOKEN] });
    expect(withCustomToken(one, { ...TOKEN, symbol: 'OTHER' })).toBe(one);
    expect(withoutCustomToken(one, 1, TOKEN.address.toLowerCase())).toEqual({});
    expect(withoutCustomToken(one, 56, TOKEN.address)).toEqual(one);
  });
});

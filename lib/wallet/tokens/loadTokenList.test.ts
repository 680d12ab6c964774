/** @jest-environment node */
import { checksumAddress } from 'viem';
import { loadTokenList } from './loadTokenList';

describe('loadTokenList', () => {
  it('has 500+ tokens on Ethereum, unique and checksummed', async () => {
    const tokens = await loadTokenList(1);
    expect(tokens.length).toBeGreaterThanOrEqual(500);
    expect(new Set(tokens.map((token) => token.address.toLowerCase())).size).toBe(tokens.length);
    for (const token of tokens) {
      expect(token.chainId).toBe(1);
      expect(token.address).toBe(checksumAddress(token.address));
      expect(Number.isInteger(token.decimals) && token.decimals >= 0 && token.decimals <= 255).toBe(true);
      expect(token.symbol).not.toBe('');
      if (token.logoURI) expect(token.logoURI).toMatch(/^https:\/\//);
    }
    // Only permissively licensed lists: MetaMask's (ISC) on Ethereum.
    expect(tokens.every((token) => token.source === 'metamask')).toBe(true);
  });

  it('knows the well-known tokens', async () => {
    const tokens = await loadTokenList(1);
    expect(tokens.find((token) => token.symbol === 'USDC')).toMatchObject({ address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', decimals: 6 });
    expect(tokens.find((token) => token.address === '0xdAC17F958D2ee523a2206206994597C13D831ec7')).toMatchObject({ symbol: 'USDT', decimals: 6 });
  });

  it("returns another chain's tokens only", async () => {
    for (const chainId of [10, 8453]) {
      const tokens = await loadTokenList(chainId);
      expect(tokens.length).toBeGreaterThan(100);
      expect(tokens.every((token) => token.chainId === chainId && token.source === 'superchain')).toBe(true);
      expect(new Set(tokens.map((token) => token.address.toLowerCase())).size).toBe(tokens.length);
    }
    // No permissively licensed list bundled for these: custom tokens only.
    expect(await loadTokenList(56)).toEqual([]);
    expect(await loadTokenList(246529)).toEqual([]);
  });

  it("builds URLs for MetaMask's logo files when told where they are served", async () => {
    const withoutBase = (await loadTokenList(1)).filter((token) => token.source === 'metamask');
    expect(withoutBase.every((token) => token.logoURI === undefined)).toBe(true);
    const withBase = (await loadTokenList(1, { metamaskLogoBaseUrl: 'https://app.example.test/token-icons/' })).filter((token) => token.source === 'metamask');
    expect(withBase.some((token) => token.logoURI?.startsWith('https://app.example.test/token-icons/'))).toBe(true);
  });
});

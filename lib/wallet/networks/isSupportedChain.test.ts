/** @jest-environment node */
import { SUPPORTED_CHAIN_CODES } from './chainCodes';
import { isSupportedChain } from './isSupportedChain';
import { SUPPORTED_NETWORKS } from './networks';

describe('isSupportedChain', () => {
  it('accepts the chain codes of the list', () => {
    for (const code of ['ETH', 'RSK', 'ETC', 'POA', 'XDAI', 'CLO', 'ARTIS', 'ESN', 'BSC', 'POLYGON']) expect(isSupportedChain(code)).toBe(true);
  });

  it('rejects anything else, exactly', () => {
    for (const code of ['BTC', 'TRX', 'eth', ' ETH', '', 'Eth']) expect(isSupportedChain(code)).toBe(false);
  });

  it('agrees with the network list', () => {
    expect(new Set(SUPPORTED_NETWORKS.map((network) => network.chain))).toEqual(new Set(SUPPORTED_CHAIN_CODES));
    for (const code of SUPPORTED_CHAIN_CODES) expect(isSupportedChain(code, SUPPORTED_NETWORKS)).toBe(true);
  });

  it('takes the list to check against', () => {
    const onlyEthereum = SUPPORTED_NETWORKS.filter((network) => network.chain_id === 1);
    expect(isSupportedChain('BSC', onlyEthereum)).toBe(false);
    expect(isSupportedChain('ETH', onlyEthereum)).toBe(true);
  });
});

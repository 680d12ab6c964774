import { methodKey } from './methodKey';

describe('methodKey', () => {
  it('names the session request, each known method, and any other', () => {
    expect(methodKey('1')).toBe('session');
    for (const method of ['eth_sendTransaction', 'eth_signTransaction', 'eth_sign', 'personal_sign', 'eth_signTypedData', 'eth_signTypedData_v4']) {
      expect(methodKey(method)).toBe(method);
    }
    expect(methodKey('wallet_addEthereumChain')).toBe('other');
    expect(methodKey('')).toBe('other');
  });
});

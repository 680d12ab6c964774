import { classifyScan } from './classifyScan';

describe('classifyScan', () => {
  it('opens the transfer for a payment code, USDT when it names no coin', () => {
    expect(classifyScan(' walletpay:12345678?coin=BTC&amount=0.5 ')).toEqual({ kind: 'send', href: '/send?coin=BTC&to=12345678&amount=0.5' });
    expect(classifyScan('walletpay:12345678')).toEqual({ kind: 'send', href: '/send?coin=USDT&to=12345678' });
  });
  it('connects a WalletConnect v1 link', () => {
    const uri = 'wc:8a5e5bdc-a0e4-4702-ba63-8f1a5655744f@1?bridge=https%3A%2F%2Fbridge.example&key=41791102999c339c844880b23950704cc43aa840f3739e365323cda4dfa89e7a';
    expect(classifyScan(uri)).toMatchObject({ kind: 'connect', link: { handshakeTopic: '8a5e5bdc-a0e4-4702-ba63-8f1a5655744f' } });
  });
  it('connects a WalletConnect v2 link; another version is said to be unsupported', () => {
    const v2 = 'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303';
    expect(classifyScan(v2)).toMatchObject({ kind: 'connect', link: { version: 2, pairingTopic: '7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9' } });
    expect(classifyScan(v2.replace('@2?', '@3?'))).toEqual({ kind: 'walletConnectVersion' });
  });
  it.each([['12345678'], ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'], ['hello'], ['wc:broken']])('does not act on %s', (text) => {
    expect(classifyScan(text).kind).toBe('unknown');
  });
});

/** @jest-environment node */
import { ConnectionUriError, parseConnectionUri } from './parseConnectionUri';

const KEY = '41791102999c339c844880b23950704cc43aa840f3739e365323cda4dfa89e7a';
const TOPIC = '8a5e5bdc-a0e4-4702-ba63-8f1a5655744f';
const v1 = (bridge = 'https%3A%2F%2Fwallet.example.com%2Fbridge', key = KEY, topic = TOPIC) => `wc:${topic}@1?bridge=${bridge}&key=${key}`;

function errorOf(value: unknown): ConnectionUriError {
  try {
    parseConnectionUri(value);
  } catch (error) {
    if (error instanceof ConnectionUriError) return error;
    throw error;
  }
  throw new Error('expected a ConnectionUriError');
}

describe('parseConnectionUri', () => {
  it('splits a WalletConnect v1 link', () => {
    expect(parseConnectionUri(v1())).toEqual({ uri: v1(), handshakeTopic: TOPIC, version: 1, bridge: 'https://wallet.example.com/bridge', key: KEY });
  });

  it('accepts an http bridge with a port (a local bridge) and trims pasted whitespace', () => {
    const uri = v1('http%3A%2F%2F127.0.0.1%3A3000%2Fbridge');
    expect(parseConnectionUri(`  ${uri}\n`)).toMatchObject({ uri, bridge: 'http://127.0.0.1:3000/bridge' });
  });

  it('takes the parameters in any order, with extra ones', () => {
    const uri = `wc:${TOPIC}@1?key=${KEY}&bridge=https%3A%2F%2Fb.example&extra=1`;
    expect(parseConnectionUri(uri)).toMatchObject({ bridge: 'https://b.example', key: KEY });
  });

  const V2_TOPIC = '7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9';
  const SYM_KEY = '587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303';
  const v2 = (query = `relay-protocol=irn&symKey=${SYM_KEY}`, topic = V2_TOPIC) => `wc:${topic}@2?${query}`;

  it('splits a WalletConnect v2 link, with or without its expiry', () => {
    expect(parseConnectionUri(v2())).toEqual({ uri: v2(), pairingTopic: V2_TOPIC, version: 2, symKey: SYM_KEY, expiryTimestamp: null });
    const withExpiry = v2(`relay-protocol=irn&symKey=${SYM_KEY}&expiryTimestamp=1795508080`);
    expect(parseConnectionUri(` ${withExpiry} `)).toMatchObject({ uri: withExpiry, expiryTimestamp: 1795508080 });
  });

  it.each([
    ['no symKey', v2('relay-protocol=irn')],
    ['a short symKey', v2(`relay-protocol=irn&symKey=${SYM_KEY.slice(2)}`)],
    ['another relay protocol', v2(`relay-protocol=waku&symKey=${SYM_KEY}`)],
    ['a topic that is not 64 hex', v2(undefined, 'abc')],
    ['a bad expiry', v2(`relay-protocol=irn&symKey=${SYM_KEY}&expiryTimestamp=soon`)],
  ])('refuses a v2 link with %s', (_name, value) => {
    expect(errorOf(value).kind).toBe('notWalletConnect');
  });

  it('says a link of another version is not supported', () => {
    const error = errorOf(v1().replace('@1?', '@3?'));
    expect(error.kind).toBe('unsupportedVersion');
    expect(error.message).toBe('WalletConnect version 3 is not supported');
  });

  it.each([
    ['a number', 42],
    ['null', null],
    ['an object', { uri: v1() }],
    ['undefined', undefined],
  ])('refuses a value that is not a string (%s)', (_name, value) => {
    expect(errorOf(value).kind).toBe('notWalletConnect');
  });

  it.each([
    ['an empty string', ''],
    ['a web address', 'https://example.com/?uri=wc:x@1'],
    ['an Ethereum address', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    ['no version', `wc:${TOPIC}?bridge=https%3A%2F%2Fb.example&key=${KEY}`],
    ['no bridge', `wc:${TOPIC}@1?key=${KEY}`],
    ['a non-http bridge', v1('javascript%3Aalert(1)')],
    ['a ws bridge', v1('wss%3A%2F%2Fb.example')],
    ['a bridge that is no URL', v1('not%20a%20url')],
    ['no key', `wc:${TOPIC}@1?bridge=https%3A%2F%2Fb.example`],
    ['a short key', v1(undefined, KEY.slice(2))],
    ['a non-hex key', v1(undefined, `${KEY.slice(1)}g`)],
    ['a topic with odd characters', v1(undefined, undefined, 'a/b')],
    ['no topic', v1(undefined, undefined, '')],
  ])('refuses %s as not a WalletConnect link', (_name, value) => {
    expect(errorOf(value).kind).toBe('notWalletConnect');
  });
});

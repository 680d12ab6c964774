/** A WalletConnect v1 or v2 link, split into what its client needs. */
export type ConnectionUri = ConnectionUriV1 | ConnectionUriV2;

/** A WalletConnect v1 link (`@walletconnect/legacy-client`). */
export type ConnectionUriV1 = {
  /** The link as the client should receive it (trimmed). */
  uri: string;
  /** The topic the dapp's session request waits on. */
  handshakeTopic: string;
  version: 1;
  /** The dapp's bridge, an http(s) URL. */
  bridge: string;
  /** The 32-byte symmetric key, 64 hex digits. */
  key: string;
};

/**
 * A WalletConnect v2 pairing link (`@walletconnect/sign-client`): `wc:<topic>@2?relay-protocol=irn
 * &symKey=<64 hex>[&expiryTimestamp=<unix s>]`. It names no relay: the relay comes from the
 * deployment's configuration (initial info).
 */
export type ConnectionUriV2 = {
  uri: string;
  /** The pairing topic, 64 hex digits. */
  pairingTopic: string;
  version: 2;
  symKey: string;
  /** When the dapp stops waiting (unix seconds), if the link says. */
  expiryTimestamp: number | null;
};

/**
 * Why a pasted or scanned value is not a link we can use:
 * - `notWalletConnect`: not a string, or not a well-formed WalletConnect v1 or v2 link;
 * - `unsupportedVersion`: a WalletConnect link of a version other than 1 and 2.
 * The screens show the messages `walletConnect.uriError.<kind>`.
 */
export type ConnectionUriErrorKind = 'notWalletConnect' | 'unsupportedVersion';

export class ConnectionUriError extends Error {
  constructor(
    readonly kind: ConnectionUriErrorKind,
    detail: string,
  ) {
    super(detail);
    this.name = 'ConnectionUriError';
  }
}

const LINK = /^wc:([^@?#\s]+)@(\d+)(?:\?(.*))?$/i;
const TOPIC = /^[0-9A-Za-z-]{1,128}$/;
const KEY = /^[0-9a-fA-F]{64}$/;

/**
 * Checks a pasted or scanned connection value (SPEC §5: it must be a string) and splits a
 * WalletConnect v1 link `wc:<topic>@1?bridge=<url-encoded http(s) URL>&key=<64 hex>` or a v2 link
 * `wc:<64 hex topic>@2?relay-protocol=irn&symKey=<64 hex>[&expiryTimestamp=<unix s>]`.
 * Surrounding whitespace is forgiven; anything else wrong throws `ConnectionUriError`.
 *
 * @example parseConnectionUri('wc:8a5e…@1?bridge=https%3A%2F%2Fwallet.example%2Fbridge&key=41791102…')
 * // { uri, handshakeTopic: '8a5e…', version: 1, bridge: 'https://wallet.example/bridge', key: '41791102…' }
 * @throws {ConnectionUriError} kind 'unsupportedVersion' for `wc:…@3?…` and beyond, else 'notWalletConnect'.
 */
export function parseConnectionUri(value: unknown): ConnectionUri {
  if (typeof value !== 'string') throw new ConnectionUriError('notWalletConnect', `expected a string, got ${value === null ? 'null' : typeof value}`);
  const uri = value.trim();
  const match = LINK.exec(uri);
  if (!match) throw new ConnectionUriError('notWalletConnect', 'not a wc:<topic>@<version> link');
  const [, handshakeTopic, version, query = ''] = match;
  if (version === '2') return parseV2(uri, handshakeTopic, query);
  if (version !== '1') throw new ConnectionUriError('unsupportedVersion', `WalletConnect version ${version} is not supported`);
  if (!TOPIC.test(handshakeTopic)) throw new ConnectionUriError('notWalletConnect', 'malformed topic');
  const params = new URLSearchParams(query);
  const bridge = params.get('bridge');
  const key = params.get('key');
  if (!bridge || !isHttpUrl(bridge)) throw new ConnectionUriError('notWalletConnect', 'the bridge parameter is not an http(s) URL');
  if (!key || !KEY.test(key)) throw new ConnectionUriError('notWalletConnect', 'the key parameter is not 64 hex digits');
  return { uri, handshakeTopic, version: 1, bridge, key } satisfies ConnectionUriV1;
}

const HEX_64 = /^[0-9a-f]{64}$/i;

function parseV2(uri: string, pairingTopic: string, query: string): ConnectionUriV2 {
  if (!HEX_64.test(pairingTopic)) throw new ConnectionUriError('notWalletConnect', 'the v2 topic is not 64 hex digits');
  const params = new URLSearchParams(query);
  const protocol = params.get('relay-protocol');
  const symKey = params.get('symKey');
  // irn is the only relay protocol the sign-client speaks.
  if (protocol !== 'irn') throw new ConnectionUriError('notWalletConnect', 'the relay-protocol parameter is not irn');
  if (!symKey || !HEX_64.test(symKey)) throw new ConnectionUriError('notWalletConnect', 'the symKey parameter is not 64 hex digits');
  const expiry = params.get('expiryTimestamp');
  if (expiry !== null && !/^\d{1,12}$/.test(expiry)) throw new ConnectionUriError('notWalletConnect', 'the expiryTimestamp parameter is not a time');
  return { uri, pairingTopic, version: 2, symKey, expiryTimestamp: expiry === null ? null : Number(expiry) };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

import { ConnectionUriError, parseConnectionUri, type ConnectionUri } from '@/lib/walletConnect/parseConnectionUri';
import { parseRecipient } from './parseRecipient';

export type ScanAction =
  /** A payment code: open the internal transfer at this path, filled in. */
  | { kind: 'send'; href: string }
  /** A WalletConnect v1 or v2 link: start the connection. */
  | { kind: 'connect'; link: ConnectionUri }
  /** A WalletConnect link of a version the wallet does not speak (neither 1 nor 2). */
  | { kind: 'walletConnectVersion' }
  | { kind: 'unknown' };

/**
 * What home's scanner does with a decoded text: a payment code (`walletpay:…`) opens /send with
 * recipient, coin (USDT when the code names none) and amount; a `wc:` link connects a dapp.
 *
 * @example classifyScan('walletpay:12345678?coin=BTC') // { kind: 'send', href: '/send?coin=BTC&to=12345678' }
 */
export function classifyScan(text: string): ScanAction {
  const value = text.trim();
  const recipient = parseRecipient(value);
  if (recipient.ok && recipient.code) {
    const { accid, coin, amount } = recipient.code;
    const query = new URLSearchParams({ coin: coin ?? 'USDT', to: accid, ...(amount ? { amount } : {}) });
    return { kind: 'send', href: `/send?${query}` };
  }
  if (/^wc:/i.test(value)) {
    try {
      return { kind: 'connect', link: parseConnectionUri(value) };
    } catch (failure) {
      if (failure instanceof ConnectionUriError && failure.kind === 'unsupportedVersion') return { kind: 'walletConnectVersion' };
      return { kind: 'unknown' };
    }
  }
  return { kind: 'unknown' };
}

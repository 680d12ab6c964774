const KNOWN = new Set(['1', 'eth_sendTransaction', 'eth_signTransaction', 'eth_sign', 'personal_sign', 'eth_signTypedData', 'eth_signTypedData_v4']);

/**
 * The message key (under `walletConnect.methods`) of a notification type: the session request
 * (type '1'), a known method, or any other.
 *
 * @example t(`methods.${methodKey('personal_sign')}`) // the personal_sign label
 * @example methodKey('wallet_addEthereumChain') // 'other'
 */
export function methodKey(type: string): string {
  if (!KNOWN.has(type)) return 'other';
  return type === '1' ? 'session' : type;
}

import type { Address } from 'viem';
import { validateAddress } from '../address/validateAddress';

/**
 * Builds the payment code shown as the receive QR (EIP-681): the address alone, or with a chain id,
 * an amount, or a token. A token request names the token contract as target and the recipient in
 * `address`, so any EIP-681 wallet sends an ERC-20 `transfer` to the right person. Amounts are base
 * units, written as plain integers. `parseEip681` reads back exactly what this writes.
 *
 * @example buildEip681({ recipient }) // 'ethereum:0xf39F…2266'
 * @example buildEip681({ recipient, chainId: 1, amount: 10n ** 18n }) // 'ethereum:0xf39F…2266@1?value=1000000000000000000'
 * @example buildEip681({ recipient, chainId: 1, token: USDT, amount: 5_000_000n })
 * // 'ethereum:0xdAC1…1ec7@1/transfer?address=0xf39F…2266&uint256=5000000'
 * @throws {RangeError} when an address is invalid, the chain id is not a positive integer or the amount is negative.
 */
export function buildEip681(request: { recipient: string; chainId?: number; amount?: bigint; token?: string }): string {
  const recipient = checked(request.recipient);
  const { chainId, amount } = request;
  if (chainId !== undefined && (!Number.isSafeInteger(chainId) || chainId < 1)) throw new RangeError(`Invalid chain id: ${chainId}`);
  if (amount !== undefined && amount < 0n) throw new RangeError('The amount is negative');
  const chain = chainId === undefined ? '' : `@${chainId}`;
  if (request.token === undefined) return `ethereum:${recipient}${chain}${amount === undefined ? '' : `?value=${amount}`}`;
  const token = checked(request.token);
  return `ethereum:${token}${chain}/transfer?address=${recipient}${amount === undefined ? '' : `&uint256=${amount}`}`;
}

function checked(address: string): Address {
  const result = validateAddress(address);
  if (!result.ok) throw new RangeError(`Invalid address (${result.reason}): ${address}`);
  return result.address;
}

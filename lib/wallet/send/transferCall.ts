import { encodeFunctionData, erc20Abi, type Address, type Hex } from 'viem';

/** What a transaction carries: the target, the ether it moves, and the call data of a token transfer. */
export type TransferCall = { to: Address; value: bigint; data?: Hex };

/**
 * The transaction that moves `amount` to `recipient`: a plain ether transfer, or for a token an
 * ERC-20 `transfer(recipient, amount)` sent to the token contract with no ether.
 *
 * @example transferCall({ recipient, amount: 10n ** 18n }) // { to: recipient, value: 10n ** 18n }
 * @example transferCall({ recipient, amount: 5_000_000n, token: USDT }) // { to: USDT, value: 0n, data: '0xa9059cbb…' }
 * @throws {RangeError} for a negative amount.
 */
export function transferCall(request: { recipient: Address; amount: bigint; token?: Address }): TransferCall {
  const { recipient, amount, token } = request;
  if (amount < 0n) throw new RangeError('The amount is negative');
  if (!token) return { to: recipient, value: amount };
  return { to: token, value: 0n, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] }) };
}

import { type Hex, encodeFunctionData, erc20Abi, keccak256 } from 'viem';
import type { WithdrawalRow } from '../withdrawalRow';
import type { SignerDeps } from './signerDeps';

export type Fees = { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint };

/**
 * Signs a withdrawal's transfer as an EIP-1559 transaction with the hot wallet, locally (nothing
 * is sent): the native value to the address, or the token's `transfer(to, amount)`. Gas: 21,000
 * for a native transfer, the node's estimate plus 20 % for a token.
 *
 * @example const { raw, hash } = await signTransfer(deps, row, nonce, fees)
 */
export async function signTransfer(deps: SignerDeps, row: WithdrawalRow, nonce: number, fees: Fees): Promise<{ raw: Hex; hash: Hex }> {
  const amount = BigInt(row.chain_amount);
  const call = row.token_contract
    ? { to: row.token_contract as Hex, value: 0n, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [row.to_address as Hex, amount] }) }
    : { to: row.to_address as Hex, value: amount, data: undefined };
  const gas = row.token_contract ? ((await deps.client.estimateGas({ account: deps.account.address, ...call })) * 12n) / 10n : 21_000n;
  const raw = await deps.account.signTransaction({ type: 'eip1559', chainId: deps.chain.chainId, nonce, gas, ...fees, ...call });
  return { raw, hash: keccak256(raw) };
}

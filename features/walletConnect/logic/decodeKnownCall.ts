import { type Address, decodeFunctionData, erc20Abi, type Hex, maxUint256 } from 'viem';

/**
 * A contract call the approval screen can put in words. The token is the transaction's `to`;
 * its symbol and decimals come from the token list (the amount is in its base units).
 */
export type KnownCall =
  | { kind: 'erc20Transfer'; to: Address; amount: bigint }
  | { kind: 'erc20Approve'; spender: Address; amount: bigint; unlimited: boolean };

/**
 * Decodes ERC-20 `transfer(to, amount)` and `approve(spender, amount)` call data; anything else
 * (another function, garbage, no data) is null, and the screen shows the raw data instead.
 * An approval of 2^256-1 is flagged `unlimited`, as wallets warn about it.
 *
 * @example decodeKnownCall('0xa9059cbb…') // { kind: 'erc20Transfer', to: '0x7099…', amount: 1000000n }
 */
export function decodeKnownCall(data: Hex | undefined): KnownCall | null {
  if (!data || data.length < 10) return null;
  let decoded;
  try {
    decoded = decodeFunctionData({ abi: erc20Abi, data });
  } catch {
    return null;
  }
  switch (decoded.functionName) {
    case 'transfer': {
      const [to, amount] = decoded.args;
      return { kind: 'erc20Transfer', to, amount };
    }
    case 'approve': {
      const [spender, amount] = decoded.args;
      return { kind: 'erc20Approve', spender, amount, unlimited: amount === maxUint256 };
    }
    default:
      return null;
  }
}

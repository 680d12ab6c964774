import { erc20Abi, type Address, type Chain, type Client, type Transport } from 'viem';
import { getBalance, multicall } from 'viem/actions';
import { DEFAULT_BALANCE_BATCH_SIZE, planBalanceBatches } from './planBalanceBatches';

export type TokenBalance = {
  address: Address;
  /** Base units; null when this token's call failed (not an ERC-20, self-destructed, or its batch failed). */
  balance: bigint | null;
};

export type Balances = {
  /** Native coin, base units (wei). */
  native: bigint;
  /** One entry per distinct token, in the order given. */
  tokens: TokenBalance[];
  /** JSON-RPC requests sent: 1 `eth_getBalance` plus one `eth_call` per batch. */
  requests: number;
};

/**
 * Fetches the native balance (`eth_getBalance`) and the ERC-20 balances of `owner` — never one request
 * per token: tokens go `batchSize` at a time (default 100) through Multicall3's `aggregate3` with
 * `allowFailure`, so one broken token costs only its own entry. Batches are sent in parallel.
 *
 * Multicall3 is used at the address the client's chain declares (viem's chains know it, at
 * 0xcA11bde05977b3631167028862bE2a173976CA11). A chain without one (the hand-written networks) is
 * served by a deployless multicall: the same contract's bytecode runs inside the `eth_call`, so
 * nothing need be deployed there.
 *
 * `requests` counts JSON-RPC requests as planned; a client created with `batch: { multicall: true }`
 * re-batches reads itself, so pass a client without it. The native and token balances are read at
 * `latest` by separate requests, so they may come from adjacent blocks.
 *
 * @example const { native, tokens, requests } = await fetchBalances(client, owner, tokenAddresses)
 * // 500 tokens: 1 + 5 requests
 * @throws when `eth_getBalance` fails (a token batch failing only nulls its balances).
 */
export async function fetchBalances(
  client: Client<Transport, Chain | undefined>,
  owner: Address,
  tokens: readonly Address[],
  options: { batchSize?: number } = {},
): Promise<Balances> {
  const batches = planBalanceBatches(tokens, options.batchSize ?? DEFAULT_BALANCE_BATCH_SIZE);
  const deployless = !client.chain?.contracts?.multicall3;
  const [native, ...results] = await Promise.all([
    getBalance(client, { address: owner }),
    ...batches.map((batch) =>
      multicall(client, {
        contracts: batch.map((address) => ({ address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }) as const),
        allowFailure: true,
        // Our batches are the chunks: 0 stops viem from splitting them again by calldata size.
        batchSize: 0,
        deployless,
      }),
    ),
  ]);
  const balances = batches.flatMap((batch, index) =>
    batch.map((address, position) => {
      const result = results[index][position];
      return { address, balance: result.status === 'success' ? result.result : null };
    }),
  );
  return { native, tokens: balances, requests: 1 + batches.length };
}

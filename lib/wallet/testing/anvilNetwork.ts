// Test helper only: a fresh anvil as the app's Ethereum network (chain id 1), reached through the
// app's own RPC client, with the test ERC-20 at hand. Never imported by app code.
import { createTestClient, createWalletClient, http, type Address, type Chain, type PublicClient, type Transport } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { SUPPORTED_NETWORKS, type SupportedNetwork } from '../networks/networks';
import { withRuntimeConfig } from '../networks/withRuntimeConfig';
import { createRpcClient } from '../rpc/createRpcClient';
import type { TokenInfo } from '../tokens/tokenInfo';
import { startAnvil, type Anvil } from './startAnvil';
import { testTokenAbi, testTokenBytecode } from './testToken';

/** anvil's last default account (index 9 of the "test … junk" phrase): deploys, so tests keep account 0's nonce to themselves. */
const DEPLOYER = privateKeyToAccount('0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6');

export type AnvilNetwork = {
  anvil: Anvil;
  network: SupportedNetwork;
  /** The app's client for the network (createRpcClient). */
  client: PublicClient<Transport, Chain>;
  test: ReturnType<typeof createTestClient>;
  /** Deploys the test ERC-20 (18 decimals) with its whole supply held by `holder`. */
  deployToken: (holder: Address, supply: bigint) => Promise<TokenInfo>;
};

export async function startAnvilNetwork(options: { args?: readonly string[] } = {}): Promise<AnvilNetwork> {
  const anvil = await startAnvil({ chainId: 1, args: options.args });
  const network = withRuntimeConfig(SUPPORTED_NETWORKS, [{ chainId: 1, rpcUrl: anvil.url, explorerApiUrl: null }])[0];
  const client = createRpcClient(network);
  const test = createTestClient({ mode: 'anvil', chain: client.chain, transport: http(anvil.url) });
  const deployer = createWalletClient({ account: DEPLOYER, chain: client.chain, transport: http(anvil.url) });
  const deployToken = async (holder: Address, supply: bigint): Promise<TokenInfo> => {
    const hash = await deployer.deployContract({ abi: testTokenAbi, bytecode: testTokenBytecode, args: ['Test Token', 'TST', 18, holder, supply] });
    const { contractAddress } = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    return { chainId: 1, address: contractAddress!, symbol: 'TST', name: 'Test Token', decimals: 18, source: 'custom' };
  };
  return { anvil, network, client, test, deployToken };
}

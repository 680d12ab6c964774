import { type Address, type Hex, createPublicClient, createTestClient, createWalletClient, defineChain, http, parseEther } from 'viem';
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { startAnvil } from '../../../../lib/wallet/testing/startAnvil';
import { testTokenAbi, testTokenBytecode } from '../../../../lib/wallet/testing/testToken';

/** anvil's default funded mnemonic. */
export const TEST_MNEMONIC = 'test test test test test test test test test test test junk';
/** Its m/44'/60'/0' xpub: deposit index 0 is anvil's account 0 (0xf39F…2266), checked by the derivation test. */
export const ANVIL_ACCOUNT_XPUB = 'xpub6Ce9NcJvTk36xtLSrJLZqE7wtgA5deCeYs7rSQtreh4cj6ByPtrg9sD7V2FNFLPnf8heNP3FGkeV9qwfzvZNSd54JoNXVsXFYSYwHsnJxqP';
/** Its m/44'/60'/1' xpub: the tests' CUSTODY_XPUB, so deposit addresses are empty accounts, never anvil's funded ones. */
export const TEST_XPUB = 'xpub6Ce9NcJvTk372KjsGfWqbcex5DumjpNquQLApoeQUavSCjEc823BV1tb4rXUuPuht8h2hSxkg2EXUaKUJmniJvRZAELxypsCzBFdtosmV76';
/** anvil's account 9 (m/44'/60'/0'/0/9): the tests' hot wallet, far from the deposit indexes the tests hand out. */
export const HOT_WALLET_KEY: Hex = '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6';
export const CHAIN_ID = 31337;

/**
 * A local anvil for custody tests, started on 127.0.0.1 and a free port (lib/wallet/testing/startAnvil) with
 * mining under the test's control (`--no-mining`: nothing is mined until `mine`), and viem clients.
 *
 * @example const chain = await startLocalChain(); await chain.mine(12); await chain.stop()
 */
export async function startLocalChain(options: { automine?: boolean } = {}) {
  // A free port the OS picks, and a start that fails fast with anvil's own output when it exits.
  const anvil = await startAnvil({ chainId: CHAIN_ID, args: options.automine ? [] : ['--no-mining'] });
  const url = anvil.url;
  const chain = defineChain({ id: CHAIN_ID, name: 'anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [url] } } });
  const publicClient = createPublicClient({ chain, transport: http(url), pollingInterval: 50 });
  const testClient = createTestClient({ chain, mode: 'anvil', transport: http(url) });
  const funder = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 1 });
  const wallet = createWalletClient({ chain, account: funder, transport: http(url) });
  return {
    url,
    chain,
    publicClient,
    testClient,
    /** anvil's account 1, funded: the tests' depositor. */
    funder,
    wallet,
    mine: (blocks = 1) => testClient.mine({ blocks }),
    /** Sends ETH from the funder (it waits in the mempool until mined). */
    sendEth: (to: Address, ether: string) => wallet.sendTransaction({ to, value: parseEther(ether) }),
    /** Deploys the test ERC-20 with the funder holding `supply`; mines its block. */
    async deployToken(decimals: number, supply: bigint): Promise<Address> {
      const hash = await wallet.deployContract({ abi: testTokenAbi, bytecode: testTokenBytecode, args: ['Test USD', 'TUSD', decimals, funder.address, supply] });
      await testClient.mine({ blocks: 1 });
      const receipt = await publicClient.getTransactionReceipt({ hash });
      return receipt.contractAddress!;
    },
    sendToken: (token: Address, to: Address, amount: bigint) => wallet.writeContract({ address: token, abi: testTokenAbi, functionName: 'transfer', args: [to, amount] }),
    tokenBalance: (token: Address, owner: Address) => publicClient.readContract({ address: token, abi: testTokenAbi, functionName: 'balanceOf', args: [owner] }),
    hotWallet: privateKeyToAccount(HOT_WALLET_KEY),
    stop: anvil.stop,
  };
}

export type LocalChain = Awaited<ReturnType<typeof startLocalChain>>;

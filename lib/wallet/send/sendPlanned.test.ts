/** @jest-environment node */
// Runs against a real local chain: anvil from the @foundry-rs/anvil npm package, started per file.
// The wallet is unlocked the way the app does it (vault + password into the keyring); the test holds no key.
import { erc20Abi, parseEther, type Address, type Hash } from 'viem';
import { getBalance, getTransaction, getTransactionCount, getTransactionReceipt, readContract } from 'viem/actions';
import { lockKeyring, WalletLockedError } from '../keyring/keyring';
import { unlockWallet } from '../keyring/unlockWallet';
import { anvilBinary } from '../testing/startAnvil';
import { startAnvilNetwork, type AnvilNetwork } from '../testing/anvilNetwork';
import type { TokenInfo } from '../tokens/tokenInfo';
import { createStoredWallet } from '../vault/createStoredWallet';
import type { StoredWallet } from '../vault/walletRecord';
import { maxSendAmount } from './maxSendAmount';
import { planSend } from './planSend';
import { plannedSendRecord } from './plannedSendRecord';
import { sendPlanned, SenderMismatchError } from './sendPlanned';
import { transferCall } from './transferCall';
import { waitForSend } from './waitForSend';

const TEST_PHRASE = 'test test test test test test test test test test test junk';
const PASSWORD = 'correct horse battery staple';
const FAST = { unsafeTestIterations: 1_000 };

const binary = anvilBinary();
if (!binary) console.warn('sendPlanned tests skipped: no anvil binary for this platform (npm install -D @foundry-rs/anvil).');
const describeWithAnvil = binary ? describe : describe.skip;

let wallet: StoredWallet;
beforeAll(async () => {
  wallet = await createStoredWallet({ mnemonic: TEST_PHRASE, password: PASSWORD, name: 'Test', id: 'w1' }, FAST);
});
afterEach(() => lockKeyring());

async function unlock(): Promise<void> {
  await expect(unlockWallet(wallet, PASSWORD, { vault: FAST })).resolves.toEqual({ ok: true });
}

describeWithAnvil('sendPlanned against anvil (EIP-1559)', () => {
  let chain: AnvilNetwork;
  let token: TokenInfo;
  const recipient = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as Address;

  beforeAll(async () => {
    chain = await startAnvilNetwork();
    token = await chain.deployToken(wallet.address, parseEther('100'));
  }, 30_000);
  afterAll(async () => {
    await chain?.anvil.stop();
  });

  it('signs ether through the keyring, submits it, and the balances change on chain', async () => {
    await unlock();
    const to = recipient(0xa1);
    const before = await getBalance(chain.client, { address: wallet.address });
    const plan = await planSend(chain.client, { from: wallet.address, recipient: to, amount: parseEther('1.5'), token: null, nativeBalance: before });
    const signed: Hash[] = [];
    const hash = await sendPlanned(chain.client, wallet.id, plan, { onSigned: (h) => void signed.push(h) });
    expect(signed).toEqual([hash]);
    await expect(waitForSend(chain.client, hash)).resolves.toBe('success');
    const [transaction, receipt] = await Promise.all([getTransaction(chain.client, { hash }), getTransactionReceipt(chain.client, { hash })]);
    expect(transaction).toMatchObject({ type: 'eip1559', from: wallet.address.toLowerCase(), to, value: parseEther('1.5'), gas: plan.estimate.gas, chainId: 1 });
    expect(await getBalance(chain.client, { address: to })).toBe(parseEther('1.5'));
    expect(await getBalance(chain.client, { address: wallet.address })).toBe(before - parseEther('1.5') - receipt.gasUsed * receipt.effectiveGasPrice);
    expect(receipt.gasUsed * receipt.effectiveGasPrice).toBeLessThanOrEqual(plan.estimate.maxFee);
    // What the history records for it.
    expect(plannedSendRecord(plan, hash, chain.network, 42)).toEqual({
      hash,
      chainId: 1,
      time: 42,
      from: wallet.address,
      to,
      amount: parseEther('1.5'),
      symbol: 'ETH',
      decimals: 18,
      maxFee: plan.estimate.maxFee,
      status: 'waiting',
    });
  });

  it('sends an ERC-20 transfer and the token balances change', async () => {
    await unlock();
    const to = recipient(0xa2);
    const plan = await planSend(chain.client, { from: wallet.address, recipient: to, amount: parseEther('2.5'), token, nativeBalance: null });
    const hash = await sendPlanned(chain.client, wallet.id, plan);
    await expect(waitForSend(chain.client, hash)).resolves.toBe('success');
    const balanceOf = (owner: Address) => readContract(chain.client, { address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
    expect(await balanceOf(to)).toBe(parseEther('2.5'));
    expect(await balanceOf(wallet.address)).toBe(parseEther('97.5'));
    expect(plannedSendRecord(plan, hash, chain.network, 1)).toMatchObject({ to, symbol: 'TST', decimals: 18, token: token.address, amount: parseEther('2.5') });
  });

  it('sends "max" of ether: what the form fills in, then the plan, leave the fee', async () => {
    await unlock();
    const balance = parseEther('3');
    await chain.test.setBalance({ address: wallet.address, value: balance });
    const to = recipient(0xa3);
    const max = await maxSendAmount(chain.client, { from: wallet.address, recipient: to, token: null, balance });
    const plan = await planSend(chain.client, { from: wallet.address, recipient: to, amount: max, token: null, max: true, nativeBalance: balance });
    const hash = await sendPlanned(chain.client, wallet.id, plan);
    await expect(waitForSend(chain.client, hash)).resolves.toBe('success');
    expect(await getBalance(chain.client, { address: to })).toBe(plan.amount);
    expect(await getBalance(chain.client, { address: wallet.address })).toBeLessThan(plan.estimate.maxFee);
    await chain.test.setBalance({ address: wallet.address, value: parseEther('10000') });
  });

  it('reports a mined transfer that reverted as failed', async () => {
    await unlock();
    const good = await planSend(chain.client, { from: wallet.address, recipient: recipient(0xa4), amount: 1n, token, nativeBalance: null });
    // More tokens than held, with the gas of a good transfer: mined, and reverted.
    const plan = { ...good, call: transferCall({ recipient: recipient(0xa4), amount: parseEther('1000'), token: token.address }) };
    const hash = await sendPlanned(chain.client, wallet.id, plan);
    await expect(waitForSend(chain.client, hash)).resolves.toBe('failed');
  });

  it('fails closed: a locked wallet or another sender signs nothing', async () => {
    const plan = await planSend(chain.client, { from: wallet.address, recipient: recipient(0xa5), amount: 1n, token: null, nativeBalance: null });
    const nonce = await getTransactionCount(chain.client, { address: wallet.address, blockTag: 'pending' });
    const onSigned = jest.fn();
    await expect(sendPlanned(chain.client, wallet.id, plan, { onSigned })).rejects.toBeInstanceOf(WalletLockedError);
    await unlock();
    await expect(sendPlanned(chain.client, 'another-wallet', plan, { onSigned })).rejects.toBeInstanceOf(WalletLockedError);
    await expect(sendPlanned(chain.client, wallet.id, { ...plan, from: recipient(0xa6) }, { onSigned })).rejects.toBeInstanceOf(SenderMismatchError);
    expect(onSigned).not.toHaveBeenCalled();
    expect(await getTransactionCount(chain.client, { address: wallet.address, blockTag: 'pending' })).toBe(nonce);
  });
});

describeWithAnvil('sendPlanned against anvil (a chain without EIP-1559)', () => {
  let chain: AnvilNetwork;
  beforeAll(async () => {
    chain = await startAnvilNetwork({ args: ['--hardfork', 'berlin'] });
  }, 30_000);
  afterAll(async () => {
    await chain?.anvil.stop();
  });

  it('signs a legacy transaction with the gas price', async () => {
    await unlock();
    const to: Address = '0x00000000000000000000000000000000000000b1';
    const plan = await planSend(chain.client, { from: wallet.address, recipient: to, amount: 7n, token: null, nativeBalance: null });
    const hash = await sendPlanned(chain.client, wallet.id, plan);
    await expect(waitForSend(chain.client, hash)).resolves.toBe('success');
    expect(await getTransaction(chain.client, { hash })).toMatchObject({ type: 'legacy', value: 7n, to });
  });
});

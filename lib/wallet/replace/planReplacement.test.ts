/** @jest-environment node */
// Against a real local chain with mining off (anvil --no-mining, started per file): a send stays
// pending, its replacement takes its nonce, and only the replacement is mined.
import { parseEther, type Address, type Hash } from 'viem';
import { getBalance, getTransaction, getTransactionCount } from 'viem/actions';
import { checkSend } from '../history/checkSend';
import { lockKeyring } from '../keyring/keyring';
import { unlockWallet } from '../keyring/unlockWallet';
import { planSend } from '../send/planSend';
import { sendPlanned } from '../send/sendPlanned';
import { startAnvilNetwork, type AnvilNetwork } from '../testing/anvilNetwork';
import { anvilBinary } from '../testing/startAnvil';
import { createStoredWallet } from '../vault/createStoredWallet';
import type { StoredWallet } from '../vault/walletRecord';
import { planReplacement, ReplacementError } from './planReplacement';

const TEST_PHRASE = 'test test test test test test test test test test test junk';
const PASSWORD = 'correct horse battery staple';
const FAST = { unsafeTestIterations: 1_000 };
const describeWithAnvil = anvilBinary() ? describe : describe.skip;

describeWithAnvil('speed up and cancel against anvil with mining paused', () => {
  let chain: AnvilNetwork;
  let wallet: StoredWallet;
  const recipient = '0x00000000000000000000000000000000000000b1' as Address;

  beforeAll(async () => {
    chain = await startAnvilNetwork({ args: ['--no-mining'] });
    wallet = await createStoredWallet({ mnemonic: TEST_PHRASE, password: PASSWORD, name: 'Test', id: 'w1' }, FAST);
    await expect(unlockWallet(wallet, PASSWORD, { vault: FAST })).resolves.toEqual({ ok: true });
  }, 30_000);
  afterAll(async () => {
    lockKeyring();
    await chain?.anvil.stop();
  });

  async function pendingSend(amount: string): Promise<Hash> {
    const plan = await planSend(chain.client, { from: wallet.address, recipient, amount: parseEther(amount), token: null, nativeBalance: null });
    const hash = await sendPlanned(chain.client, wallet.id, plan);
    await expect(checkSend(chain.client, hash)).resolves.toBe('pending');
    return hash;
  }

  it('speed up: same nonce, to, value; fees bumped; the node refuses an unbumped copy, then mines only the replacement', async () => {
    const original = await pendingSend('1');
    const tx = await getTransaction(chain.client, { hash: original });
    const plan = await planReplacement(chain.client, original, wallet.address, 'speedUp');
    expect(plan).toMatchObject({ nonce: tx.nonce, call: { to: recipient, value: parseEther('1') }, estimate: { gas: tx.gas } });
    if (plan.estimate.fees.type !== 'eip1559') throw new Error('anvil has a base fee');
    expect(plan.estimate.fees.maxFeePerGas).toBeGreaterThanOrEqual(((tx.maxFeePerGas as bigint) * 1125n) / 1000n);
    expect(plan.estimate.fees.maxPriorityFeePerGas).toBeGreaterThanOrEqual(((tx.maxPriorityFeePerGas as bigint) * 1125n) / 1000n);

    // A different transaction (a cancel) at the original's fees: refused as underpriced (anvil wants
    // any raise, geth +10 %: see replacementFees.test.ts), and the original stays.
    const cancelPlan = await planReplacement(chain.client, original, wallet.address, 'cancel');
    const unbumped = { ...cancelPlan, estimate: { ...cancelPlan.estimate, fees: { type: 'eip1559' as const, maxFeePerGas: tx.maxFeePerGas as bigint, maxPriorityFeePerGas: tx.maxPriorityFeePerGas as bigint } } };
    await expect(sendPlanned(chain.client, wallet.id, unbumped, { nonce: plan.nonce })).rejects.toThrow(/replacement transaction underpriced/i);
    await expect(checkSend(chain.client, original)).resolves.toBe('pending');

    const replacement = await sendPlanned(chain.client, wallet.id, plan, { nonce: plan.nonce });
    expect(replacement).not.toBe(original);
    await chain.test.mine({ blocks: 1 });
    await expect(checkSend(chain.client, replacement)).resolves.toBe('success');
    await expect(checkSend(chain.client, original)).resolves.toBe('dropped');
    await expect(getBalance(chain.client, { address: recipient })).resolves.toBe(parseEther('1'));
    await expect(planReplacement(chain.client, replacement, wallet.address, 'speedUp')).rejects.toEqual(new ReplacementError('mined'));
    await expect(planReplacement(chain.client, original, wallet.address, 'cancel')).rejects.toEqual(new ReplacementError('gone'));
  }, 30_000);

  it('cancel: a 0-value transfer to oneself with the same nonce is mined; the original never is', async () => {
    const before = await getBalance(chain.client, { address: recipient });
    const original = await pendingSend('2');
    const plan = await planReplacement(chain.client, original, wallet.address, 'cancel');
    expect(plan.call).toEqual({ to: wallet.address, value: 0n });
    expect(plan.estimate.gas).toBe(21_000n);
    const cancel = await sendPlanned(chain.client, wallet.id, plan, { nonce: plan.nonce });
    await chain.test.mine({ blocks: 1 });
    await expect(checkSend(chain.client, cancel)).resolves.toBe('success');
    await expect(checkSend(chain.client, original)).resolves.toBe('dropped');
    await expect(getBalance(chain.client, { address: recipient })).resolves.toBe(before);
    await expect(getTransactionCount(chain.client, { address: wallet.address })).resolves.toBe(plan.nonce + 1);
  }, 30_000);

  it('refuses to plan for a transaction of another sender', async () => {
    const original = await pendingSend('0.1');
    await expect(planReplacement(chain.client, original, recipient, 'speedUp')).rejects.toEqual(new ReplacementError('notSender'));
    await chain.test.mine({ blocks: 1 });
  }, 30_000);
});

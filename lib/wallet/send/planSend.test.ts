/** @jest-environment node */
// Runs against a real local chain: anvil from the @foundry-rs/anvil npm package, started per file.
import { decodeFunctionData, erc20Abi, parseEther, type Address } from 'viem';
import { anvilBinary } from '../testing/startAnvil';
import { startAnvilNetwork, type AnvilNetwork } from '../testing/anvilNetwork';
import type { TokenInfo } from '../tokens/tokenInfo';
import { withGasMargin } from './gasMargin';
import { planSend } from './planSend';
import { SendPlanError } from './sendPlanError';

// anvil's first default account (the "test … junk" phrase), funded with 10000 ETH.
const FROM: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const RECIPIENT: Address = '0x1111111111111111111111111111111111111111';
const BALANCE = parseEther('10000');

const binary = anvilBinary();
if (!binary) console.warn('planSend tests skipped: no anvil binary for this platform (npm install -D @foundry-rs/anvil).');
const describeWithAnvil = binary ? describe : describe.skip;

describeWithAnvil('planSend against anvil (EIP-1559)', () => {
  let chain: AnvilNetwork;
  let token: TokenInfo;

  beforeAll(async () => {
    chain = await startAnvilNetwork();
    token = await chain.deployToken(FROM, parseEther('100'));
  }, 30_000);
  afterAll(async () => {
    await chain?.anvil.stop();
  });

  it('plans an ether transfer: the exact amount, 21000 gas with the margin, EIP-1559 fees', async () => {
    const plan = await planSend(chain.client, { from: FROM, recipient: RECIPIENT, amount: parseEther('1.5'), token: null, nativeBalance: BALANCE });
    expect(plan).toMatchObject({ from: FROM, recipient: RECIPIENT, amount: parseEther('1.5'), token: null, call: { to: RECIPIENT, value: parseEther('1.5') } });
    expect(plan.estimate.gas).toBe(withGasMargin(21_000n));
    if (plan.estimate.fees.type !== 'eip1559') throw new Error('expected EIP-1559 fees');
    expect(plan.estimate.fees.maxFeePerGas).toBeGreaterThanOrEqual(plan.estimate.fees.maxPriorityFeePerGas);
    expect(plan.estimate.maxFee).toBe(plan.estimate.gas * plan.estimate.fees.maxFeePerGas);
  });

  it('plans an ERC-20 transfer: transfer(recipient, amount) to the token, no ether', async () => {
    const plan = await planSend(chain.client, { from: FROM, recipient: RECIPIENT, amount: parseEther('2'), token, nativeBalance: BALANCE });
    expect(plan.call.to).toBe(token.address);
    expect(plan.call.value).toBe(0n);
    expect(decodeFunctionData({ abi: erc20Abi, data: plan.call.data! })).toEqual({ functionName: 'transfer', args: [RECIPIENT, parseEther('2')] });
    expect(plan.estimate.gas).toBeGreaterThan(withGasMargin(21_000n));
  });

  it('takes "max" of ether as the balance less the most the fee can cost', async () => {
    const balance = parseEther('1');
    const plan = await planSend(chain.client, { from: FROM, recipient: RECIPIENT, amount: parseEther('0.9'), token: null, max: true, nativeBalance: balance });
    expect(plan.amount).toBe(balance - plan.estimate.maxFee);
    expect(plan.call.value).toBe(plan.amount);
    // "max" of a token is the token balance the form filled in: nothing to recompute.
    const tokenPlan = await planSend(chain.client, { from: FROM, recipient: RECIPIENT, amount: parseEther('100'), token, max: true, nativeBalance: BALANCE });
    expect(tokenPlan.amount).toBe(parseEther('100'));
  });

  it('refuses what the native balance cannot pay: amount and fee, or a token transfer’s fee', async () => {
    const plan = planSend(chain.client, { from: FROM, recipient: RECIPIENT, amount: parseEther('1'), token: null, nativeBalance: parseEther('1') });
    await expect(plan).rejects.toEqual(new SendPlanError('insufficientWithFee'));
    await expect(planSend(chain.client, { from: FROM, recipient: RECIPIENT, amount: 1n, token, nativeBalance: 1n })).rejects.toMatchObject({ reason: 'feeInsufficient' });
    // An unknown balance is not checked here (the node refuses what cannot be paid).
    await expect(planSend(chain.client, { from: FROM, recipient: RECIPIENT, amount: 1n, token: null, nativeBalance: null })).resolves.toMatchObject({ amount: 1n });
  });

  it('passes on the node’s refusal of a reverting token transfer', async () => {
    const failure = planSend(chain.client, { from: FROM, recipient: RECIPIENT, amount: parseEther('101'), token, nativeBalance: BALANCE });
    await expect(failure).rejects.toThrow();
    await expect(failure).rejects.not.toBeInstanceOf(SendPlanError);
  });
});

describeWithAnvil('planSend against anvil (a chain without EIP-1559)', () => {
  let chain: AnvilNetwork;
  beforeAll(async () => {
    chain = await startAnvilNetwork({ args: ['--hardfork', 'berlin'] });
  }, 30_000);
  afterAll(async () => {
    await chain?.anvil.stop();
  });

  it('falls back to the legacy gas price', async () => {
    const plan = await planSend(chain.client, { from: FROM, recipient: RECIPIENT, amount: 1n, token: null, nativeBalance: BALANCE });
    if (plan.estimate.fees.type !== 'legacy') throw new Error(`expected legacy fees, got ${plan.estimate.fees.type}`);
    expect(plan.estimate.maxFee).toBe(plan.estimate.gas * plan.estimate.fees.gasPrice);
  });
});

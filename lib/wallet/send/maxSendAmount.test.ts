/** @jest-environment node */
// Runs against a real local chain: anvil from the @foundry-rs/anvil npm package, started per file.
import { parseEther, type Address } from 'viem';
import { anvilBinary } from '../testing/startAnvil';
import { startAnvilNetwork, type AnvilNetwork } from '../testing/anvilNetwork';
import { estimateTransfer } from './estimateTransfer';
import { maxSendAmount } from './maxSendAmount';
import { transferCall } from './transferCall';

const FROM: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const RECIPIENT: Address = '0x2222222222222222222222222222222222222222';

const binary = anvilBinary();
if (!binary) console.warn('maxSendAmount tests skipped: no anvil binary for this platform (npm install -D @foundry-rs/anvil).');
const describeWithAnvil = binary ? describe : describe.skip;

describeWithAnvil('maxSendAmount against anvil', () => {
  let chain: AnvilNetwork;
  beforeAll(async () => {
    chain = await startAnvilNetwork();
  }, 30_000);
  afterAll(async () => {
    await chain?.anvil.stop();
  });

  it('leaves the most an ether transfer’s fee can cost, to the recipient or (none typed yet) to the sender', async () => {
    const balance = parseEther('2');
    const { maxFee } = await estimateTransfer(chain.client, FROM, transferCall({ recipient: RECIPIENT, amount: 0n }));
    await expect(maxSendAmount(chain.client, { from: FROM, recipient: RECIPIENT, token: null, balance })).resolves.toBe(balance - maxFee);
    await expect(maxSendAmount(chain.client, { from: FROM, recipient: null, token: null, balance })).resolves.toBe(balance - maxFee);
  });

  it('is 0 when the fee is over the balance, and all of a token', async () => {
    await expect(maxSendAmount(chain.client, { from: FROM, recipient: RECIPIENT, token: null, balance: 1n })).resolves.toBe(0n);
    const token = { chainId: 1, address: RECIPIENT, symbol: 'TST', name: 'Test', decimals: 18, source: 'custom' } as const;
    await expect(maxSendAmount(chain.client, { from: FROM, recipient: RECIPIENT, token, balance: 123n })).resolves.toBe(123n);
  });
});

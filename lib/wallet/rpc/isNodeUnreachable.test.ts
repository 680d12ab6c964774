/** @jest-environment node */
// Against a real local chain and a real closed port: what a stopped node and a reverting call look like.
import { createServer } from 'node:net';
import { parseEther, type Address } from 'viem';
import { startAnvilNetwork, type AnvilNetwork } from '../testing/anvilNetwork';
import { anvilBinary } from '../testing/startAnvil';
import { findNetwork } from '../networks/findNetwork';
import { planSend } from '../send/planSend';
import { createRpcClient } from './createRpcClient';
import { isNodeUnreachable } from './isNodeUnreachable';

const FROM: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const RECIPIENT: Address = '0x1111111111111111111111111111111111111111';

/** A local port nobody listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('isNodeUnreachable', () => {
  it('is true when the node does not answer (connection refused)', async () => {
    const network = { ...findNetwork(1)!, rpc_url: `http://127.0.0.1:${await closedPort()}` };
    const error = await planSend(createRpcClient(network), { from: FROM, recipient: RECIPIENT, amount: 1n, token: null, nativeBalance: parseEther('1') }).catch((e: unknown) => e);
    expect(isNodeUnreachable(error)).toBe(true);
  });

  it('is false for a bug or a plain error', () => {
    expect(isNodeUnreachable(new Error('boom'))).toBe(false);
    expect(isNodeUnreachable(undefined)).toBe(false);
  });

  (anvilBinary() ? describe : describe.skip)('with a live node', () => {
    let chain: AnvilNetwork;
    beforeAll(async () => {
      chain = await startAnvilNetwork();
    }, 30_000);
    afterAll(async () => {
      await chain?.anvil.stop();
    });

    it('is false when the node answers that the transfer cannot work (a token transfer over the balance reverts)', async () => {
      const token = await chain.deployToken(RECIPIENT, parseEther('1'));
      const error = await planSend(chain.client, { from: FROM, recipient: RECIPIENT, amount: parseEther('5'), token, nativeBalance: parseEther('10000') }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(isNodeUnreachable(error)).toBe(false);
    });

    it('is true once that node is stopped', async () => {
      await chain.anvil.stop();
      const error = await planSend(chain.client, { from: FROM, recipient: RECIPIENT, amount: 1n, token: null, nativeBalance: parseEther('1') }).catch((e: unknown) => e);
      expect(isNodeUnreachable(error)).toBe(true);
    });
  });
});

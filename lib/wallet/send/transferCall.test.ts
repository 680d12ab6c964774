/** @jest-environment node */
import { decodeFunctionData, erc20Abi } from 'viem';
import { transferCall } from './transferCall';

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TOKEN = '0xdAC17F958D2ee523a2206206994597C13D831ec7';

describe('transferCall', () => {
  it('sends ether straight to the recipient', () => {
    expect(transferCall({ recipient: RECIPIENT, amount: 5n })).toEqual({ to: RECIPIENT, value: 5n });
  });

  it('sends a token as transfer(recipient, amount) to the contract, with no ether', () => {
    const call = transferCall({ recipient: RECIPIENT, amount: 5_000_000n, token: TOKEN });
    expect(call.to).toBe(TOKEN);
    expect(call.value).toBe(0n);
    expect(decodeFunctionData({ abi: erc20Abi, data: call.data! })).toEqual({ functionName: 'transfer', args: [RECIPIENT, 5_000_000n] });
  });

  it('refuses a negative amount', () => {
    expect(() => transferCall({ recipient: RECIPIENT, amount: -1n })).toThrow(RangeError);
  });
});

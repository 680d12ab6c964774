/** @jest-environment node */
import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem';
import { decodeKnownCall } from './decodeKnownCall';

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('decodeKnownCall', () => {
  it('decodes an ERC-20 transfer', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 1_500_000n] });
    expect(decodeKnownCall(data)).toEqual({ kind: 'erc20Transfer', to: RECIPIENT, amount: 1_500_000n });
  });

  it('decodes an ERC-20 approve, flagging an unlimited one', () => {
    const limited = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [RECIPIENT, 10n] });
    expect(decodeKnownCall(limited)).toEqual({ kind: 'erc20Approve', spender: RECIPIENT, amount: 10n, unlimited: false });
    const unlimited = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [RECIPIENT, maxUint256] });
    expect(decodeKnownCall(unlimited)).toMatchObject({ kind: 'erc20Approve', unlimited: true });
  });

  it('returns null for other ERC-20 calls, unknown selectors, truncated data and no data', () => {
    expect(decodeKnownCall(encodeFunctionData({ abi: erc20Abi, functionName: 'transferFrom', args: [RECIPIENT, RECIPIENT, 1n] }))).toBeNull();
    expect(decodeKnownCall('0x12345678')).toBeNull();
    expect(decodeKnownCall('0xa9059cbb0000')).toBeNull();
    expect(decodeKnownCall('0x')).toBeNull();
    expect(decodeKnownCall(undefined)).toBeNull();
  });
});

// Test fixtures only: the EIP-712 example ("Mail") and an ERC-2612 permit, as dapps send them.

/** EIP-712's own example, with EIP712Domain declared as dapps using eth-sig-util do. */
export function mailTypedData(chainId: number | string = 1) {
  return {
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      Person: [
        { name: 'name', type: 'string' },
        { name: 'wallet', type: 'address' },
      ],
      Mail: [
        { name: 'from', type: 'Person' },
        { name: 'to', type: 'Person' },
        { name: 'contents', type: 'string' },
      ],
    },
    primaryType: 'Mail',
    domain: { name: 'Ether Mail', version: '1', chainId, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
    message: {
      from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
      to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
      contents: 'Hello, Bob!',
    },
  };
}

/** The hash EIP-712 gives for mailTypedData(1) (from the EIP's reference implementation). */
export const MAIL_HASH = '0xbe609aee343fb3c4b28e1df9e632fca64fcfaede20f02e86244efddf30957bd2';

/** An ERC-2612 permit with values as decimal strings, an array of structs, and no EIP712Domain. */
export function permitBatchTypedData(chainId = 1) {
  return {
    types: {
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spenders', type: 'Allowance[]' },
        { name: 'deadline', type: 'uint256' },
      ],
      Allowance: [
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'active', type: 'bool' },
      ],
    },
    primaryType: 'Permit',
    domain: { name: 'Token', version: '1', chainId },
    message: {
      owner: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      spenders: [
        { spender: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '1000000000000000000', active: true },
        { spender: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', value: '0x10', active: false },
      ],
      deadline: 1_900_000_000,
    },
  };
}

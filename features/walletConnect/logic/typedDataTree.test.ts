/** @jest-environment node */
import { typedDataTree } from './typedDataTree';
import { mailTypedData, permitBatchTypedData } from './testing/typedDataFixtures';

describe('typedDataTree', () => {
  it('shows the domain and the message fields as a tree, in declared order', () => {
    expect(typedDataTree(JSON.stringify(mailTypedData()))).toEqual({
      primaryType: 'Mail',
      domain: [
        { name: 'name', type: 'string', value: 'Ether Mail' },
        { name: 'version', type: 'string', value: '1' },
        { name: 'chainId', type: 'uint256', value: '1' },
        { name: 'verifyingContract', type: 'address', value: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
      ],
      message: [
        {
          name: 'from',
          type: 'Person',
          children: [
            { name: 'name', type: 'string', value: 'Cow' },
            { name: 'wallet', type: 'address', value: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
          ],
        },
        {
          name: 'to',
          type: 'Person',
          children: [
            { name: 'name', type: 'string', value: 'Bob' },
            { name: 'wallet', type: 'address', value: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
          ],
        },
        { name: 'contents', type: 'string', value: 'Hello, Bob!' },
      ],
    });
  });

  it('names array items by index and writes numbers in decimal, booleans as words', () => {
    const tree = typedDataTree(permitBatchTypedData());
    expect(tree.domain.map((n) => n.name)).toEqual(['name', 'version', 'chainId']);
    expect(tree.message[1]).toEqual({
      name: 'spenders',
      type: 'Allowance[]',
      children: [
        {
          name: '[0]',
          type: 'Allowance',
          children: [
            { name: 'spender', type: 'address', value: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
            { name: 'value', type: 'uint256', value: '1000000000000000000' },
            { name: 'active', type: 'bool', value: 'true' },
          ],
        },
        {
          name: '[1]',
          type: 'Allowance',
          children: [
            { name: 'spender', type: 'address', value: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' },
            { name: 'value', type: 'uint256', value: '16' },
            { name: 'active', type: 'bool', value: 'false' },
          ],
        },
      ],
    });
    expect(tree.message[2]).toEqual({ name: 'deadline', type: 'uint256', value: '1900000000' });
  });

  it('refuses what is not typed data', () => {
    expect(() => typedDataTree('nope')).toThrow('Failed or Rejected Request');
  });
});

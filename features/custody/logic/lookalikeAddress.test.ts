import { lookalikeAddress } from './lookalikeAddress';

describe('lookalikeAddress', () => {
  const used = '0x1234AbCd00000000000000000000000000009f3E';
  it('flags a new address with the same first and last four digits as a recent one', () => {
    expect(lookalikeAddress('0x1234abcd11111111111111111111111111119f3e', [used])).toBe(used);
  });
  it('does not flag the same address (any case), a different one, or a malformed one', () => {
    expect(lookalikeAddress(used.toLowerCase(), [used])).toBeNull();
    expect(lookalikeAddress('0x9999abcd11111111111111111111111111119f3e', [used])).toBeNull();
    expect(lookalikeAddress('0x1234', [used])).toBeNull();
  });
});

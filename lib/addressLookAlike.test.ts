import { lookAlikeOf, resembles } from './addressLookAlike';

const OWNER = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const FRIEND = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
// The poisoner's address: same first and last four hex digits as FRIEND.
const POISON = '0x70990000000000000000000000000000000079C8';

describe('addressLookAlike', () => {
  it('tells a look-alike from the address itself and from an unrelated one', () => {
    expect(resembles(POISON, FRIEND)).toBe(true);
    expect(resembles(FRIEND.toLowerCase(), FRIEND)).toBe(false);
    expect(resembles(OWNER, FRIEND)).toBe(false);
    expect(resembles(POISON.replace('79C8', '79C9'), FRIEND)).toBe(false);
    expect(lookAlikeOf(POISON, [OWNER, FRIEND])).toBe(FRIEND);
    expect(lookAlikeOf(OWNER, [FRIEND])).toBeNull();
    // Dealt with before: not a new look-alike, even beside one that resembles it.
    expect(lookAlikeOf(FRIEND, [POISON, FRIEND.toLowerCase()])).toBeNull();
  });


  it('ignores what is not an address', () => {
    expect(lookAlikeOf('0x7099', [FRIEND])).toBeNull();
    expect(lookAlikeOf(' ', [FRIEND])).toBeNull();
  });
});

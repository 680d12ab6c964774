import { checkPresaleCommit } from './checkPresaleCommit';

describe('checkPresaleCommit', () => {
  const lot = 10_000_000n;
  it.each([
    [0n, 'zero'],
    [15_000_000n, 'notWholeLots'],
    [80_000_000n, 'overCap'],
    [60_000_000n, 'overBalance'],
    [50_000_000n, null],
    [70_000_000n, 'overBalance'],
  ])('%s USDT units → %s (70 left, 50 held)', (units, problem) => {
    expect(checkPresaleCommit(units, lot, 70_000_000n, 50_000_000n)).toBe(problem);
  });
});

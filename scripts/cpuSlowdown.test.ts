import { cpuSlowdownFor } from './cpuSlowdown.mjs';

describe('cpuSlowdownFor', () => {
  it('gives Lighthouse’s default 4× on the host that default assumes', () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 2);
  });

  it('meets the calculator’s points and runs straight between them', () => {
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1050)).toBeCloseTo(2.5, 5);
    expect(cpuSlowdownFor(660)).toBeCloseTo(1 + 510 / 650, 5);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(3 + 700 / 233, 5);
  });

  it('refuses a host too slow to stand for the phone, and a missing benchmark', () => {
    expect(cpuSlowdownFor(149)).toBeNull();
    expect(cpuSlowdownFor(Number.NaN)).toBeNull();
  });
});

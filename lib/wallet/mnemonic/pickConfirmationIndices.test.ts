import { pickConfirmationIndices } from './pickConfirmationIndices';

describe('pickConfirmationIndices', () => {
  it('picks 4 distinct sorted positions among 12 by default', () => {
    for (let run = 0; run < 200; run++) {
      const indices = pickConfirmationIndices();
      expect(indices).toHaveLength(4);
      expect(new Set(indices).size).toBe(4);
      expect([...indices].sort((a, b) => a - b)).toEqual(indices);
      expect(indices.every((index) => Number.isInteger(index) && index >= 0 && index < 12)).toBe(true);
    }
  });

  it('takes a count', () => {
    expect(pickConfirmationIndices({ count: 3 })).toHaveLength(3);
    expect(pickConfirmationIndices({ count: 12 })).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('uses crypto.getRandomValues', () => {
    const spy = jest.spyOn(globalThis.crypto, 'getRandomValues');
    pickConfirmationIndices();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('covers every position roughly evenly', () => {
    const counts = Array.from({ length: 12 }, () => 0);
    const runs = 3000;
    for (let run = 0; run < runs; run++) for (const index of pickConfirmationIndices()) counts[index]++;
    // Expected 1000 each (3000 × 4 / 12); 6 standard deviations is about ±155.
    for (const count of counts) expect(Math.abs(count - 1000)).toBeLessThan(160);
  });

  it('rejects values drawn at the top of the range instead of favouring small positions', () => {
    const values = [0xffffffff, 5, 0, 0, 0];
    const source = (array: Uint32Array) => {
      array[0] = values.shift() ?? 0;
      return array;
    };
    // 0xffffffff is above the largest multiple of 12 below 2^32, so it is drawn again and 5 is used.
    expect(pickConfirmationIndices({ count: 1, getRandomValues: source })).toEqual([5]);
  });

  it('rejects impossible counts', () => {
    expect(() => pickConfirmationIndices({ count: 0 })).toThrow(RangeError);
    expect(() => pickConfirmationIndices({ count: 13 })).toThrow(RangeError);
    expect(() => pickConfirmationIndices({ count: 2.5 })).toThrow(RangeError);
  });
});

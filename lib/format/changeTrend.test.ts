import { changeTrend } from './changeTrend';

describe('changeTrend', () => {
  it('maps a zero change, however written, to flat (neither rise nor fall)', () => {
    for (const zero of ['0', '0.00', '-0', '+0', '-0.00', ' 0 ', '.0']) expect([zero, changeTrend(zero)]).toEqual([zero, 'flat']);
  });

  it('tells a rise from a fall by the sign', () => {
    expect(changeTrend('2.35')).toBe('up');
    expect(changeTrend('+0.01')).toBe('up');
    expect(changeTrend('0.01')).toBe('up');
    expect(changeTrend('-0.01')).toBe('down');
    expect(changeTrend('-1.20')).toBe('down');
    expect(changeTrend('10')).toBe('up');
  });
});

import { groupByDay } from './newsDays';

describe('groupByDay', () => {
  const now = new Date(2026, 10, 24, 10, 0);
  const at = (day: number, hour: number) => ({ publishAt: new Date(2026, 10, day, hour).toISOString() });

  it('labels today, yesterday and earlier dates in feed order', () => {
    const groups = groupByDay([at(24, 9), at(24, 0), at(23, 23), at(23, 1), at(20, 12)], now);
    expect(groups.map((g) => [g.day.label, g.items.length])).toEqual([
      ['today', 2],
      ['yesterday', 2],
      ['date', 1],
    ]);
  });

  it('puts pinned items under one heading first, so no past date comes above today', () => {
    const groups = groupByDay([{ ...at(20, 12), pinned: true }, { ...at(24, 8), pinned: true }, at(24, 9), at(20, 10)], now);
    expect(groups.map((g) => [g.day.label, g.items.length])).toEqual([
      ['pinned', 2],
      ['today', 1],
      ['date', 1],
    ]);
  });

  it('crosses a month boundary for yesterday', () => {
    const first = new Date(2026, 11, 1, 8);
    expect(groupByDay([{ publishAt: new Date(2026, 10, 30, 22).toISOString() }], first)[0].day.label).toBe('yesterday');
  });

  it('is empty for no items', () => {
    expect(groupByDay([], now)).toEqual([]);
  });
});

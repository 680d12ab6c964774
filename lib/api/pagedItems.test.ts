import { pagedItems } from './pagedItems';

const item = (id: string) => ({ id });

describe('pagedItems', () => {
  it('is empty with nothing more before the first page', () => {
    expect(pagedItems(undefined)).toEqual({ items: [], hasMore: false });
    expect(pagedItems([])).toEqual({ items: [], hasMore: false });
  });

  it('joins pages in order and says whether the last page has a cursor', () => {
    expect(pagedItems([{ items: [item('3'), item('2')], nextCursor: '2' }])).toEqual({ items: [item('3'), item('2')], hasMore: true });
    expect(pagedItems([{ items: [item('3'), item('2')], nextCursor: '2' }, { items: [item('1')], nextCursor: null }])).toEqual({
      items: [item('3'), item('2'), item('1')],
      hasMore: false,
    });
  });

  it('keeps each id once when a row shifts onto the next page', () => {
    const { items } = pagedItems([{ items: [item('4'), item('3')], nextCursor: '3' }, { items: [item('3'), item('2')], nextCursor: null }]);
    expect(items.map((i) => i.id)).toEqual(['4', '3', '2']);
  });
});

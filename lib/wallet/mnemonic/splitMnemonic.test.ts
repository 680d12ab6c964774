import { splitMnemonic } from './splitMnemonic';

describe('splitMnemonic', () => {
  it('splits on any run of whitespace and drops empty entries', () => {
    expect(splitMnemonic(' Legal  winner\n\tthank\u00a0year\u3000wave ')).toEqual(['legal', 'winner', 'thank', 'year', 'wave']);
  });

  it('takes the words of the entry boxes, even with spaces inside a box', () => {
    expect(splitMnemonic(['legal', '', ' winner thank '])).toEqual(['legal', 'winner', 'thank']);
  });

  it('treats zero-width spaces from a paste as separators', () => {
    expect(splitMnemonic('legal\u200bwinner')).toEqual(['legal', 'winner']);
  });
});

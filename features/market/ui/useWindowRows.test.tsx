import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useWindowRows } from './useWindowRows';

/** jsdom lays nothing out: rows are 72 px high and the list's top is whatever `listTop` says. */
const ROW = 72;
let listTop = 0;

function Rows({ count }: { count: number }) {
  const listRef = useRef<HTMLUListElement>(null);
  const { start, end, listStyle } = useWindowRows(count, listRef);
  return (
    <ul ref={listRef} style={listStyle} data-testid="list">
      {Array.from({ length: end - start }, (_, i) => (
        <li key={start + i} data-row="">
          {start + i}
        </li>
      ))}
    </ul>
  );
}

const shown = () => screen.getAllByRole('listitem').map((row) => Number(row.textContent));

beforeAll(() => {
  // jsdom has no ResizeObserver; the hook only needs one to exist.
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  listTop = 0;
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 720 });
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const top = this.tagName === 'UL' ? listTop : 0;
    return { top, height: this.hasAttribute('data-row') ? ROW : 0 } as DOMRect;
  });
});

afterEach(() => jest.restoreAllMocks());

test('measured, the list holds the whole list’s height and renders a screenful plus the overscan', async () => {
  const { container } = render(<Rows count={500} />);
  await act(async () => {});
  const list = container.querySelector('ul') as HTMLUListElement;
  // 720 / 72 = 10 rows in view, one more for a partly shown row, and 8 below.
  expect(shown()).toEqual(Array.from({ length: 19 }, (_, i) => i));
  expect(parseFloat(list.style.paddingBlockStart)).toBe(0);
  expect(list.style.height).toBe(`${500 * ROW}px`);
});

test('scrolled down, the rows above the window are the list’s top padding, so the height stays the whole list’s', async () => {
  const { container } = render(<Rows count={500} />);
  await act(async () => {});
  listTop = -100 * ROW;
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
  });
  const list = container.querySelector('ul') as HTMLUListElement;
  expect(shown()[0]).toBe(92);
  expect(shown().at(-1)).toBe(118);
  expect(list.style.paddingBlockStart).toBe(`${92 * ROW}px`);
  expect(parseFloat(list.style.paddingBlockStart) + parseFloat(list.style.height)).toBe(500 * ROW);
});

test('a short list shows every row, with no padding', async () => {
  const { container } = render(<Rows count={3} />);
  await act(async () => {});
  expect(shown()).toEqual([0, 1, 2]);
  expect((container.querySelector('ul') as HTMLUListElement).style.height).toBe(`${3 * ROW}px`);
});

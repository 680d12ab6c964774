import { render, screen } from '@testing-library/react';
import type { BodyBlock } from '@/features/content/contract/contentBlocks';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }));
const { BodyBlocks } = jest.requireActual<typeof import('./BodyBlocks')>('./BodyBlocks');

describe('BodyBlocks', () => {
  it('renders headings, paragraphs, lists and marks as elements', () => {
    const blocks: BodyBlock[] = [
      { type: 'heading', level: 2, spans: [{ text: 'Title' }] },
      { type: 'paragraph', spans: [{ text: 'a ' }, { text: 'b', bold: true }, { text: 'c', italic: true, bold: true }] },
      { type: 'list', ordered: true, items: [[{ text: 'one' }], [{ text: 'two' }]] },
    ];
    const { container } = render(<BodyBlocks blocks={blocks} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeTruthy();
    expect(container.querySelector('p strong')?.textContent).toBe('b');
    expect(container.querySelector('p strong em')?.textContent).toBe('c');
    expect(container.querySelectorAll('ol li')).toHaveLength(2);
  });

  it('keeps markup in text as text', () => {
    const { container } = render(<BodyBlocks blocks={[{ type: 'paragraph', spans: [{ text: '<img src=x onerror=alert(1)>' }] }]} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('opens external links in a new tab without opener, keeps in-app links in the app, and drops a script link', () => {
    render(
      <BodyBlocks
        blocks={[{ type: 'paragraph', spans: [{ text: 'out', href: 'https://example.com' }, { text: 'in', href: '/zixun' }, { text: 'bad', href: 'javascript:alert(1)' }] }]}
      />,
    );
    const out = screen.getByRole('link', { name: 'out' });
    expect(out.getAttribute('target')).toBe('_blank');
    expect(out.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'in' }).getAttribute('target')).toBeNull();
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(screen.getByText('bad')).toBeTruthy();
  });
});

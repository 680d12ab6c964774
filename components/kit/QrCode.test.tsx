import { render, screen } from '@testing-library/react';
import { QrCode } from './QrCode';

jest.mock('next-intl', () => ({ useTranslations: () => (key: string) => key }));
// The drawing itself is the library's; this checks what the component shows around it.
jest.mock('qrcode', () => ({
  toString: async (value: string) => {
    if (value === 'undrawable') throw new Error('too long');
    return `<svg>${value}</svg>`;
  },
}));

const src = async () => decodeURIComponent((await screen.findByAltText('Address')).getAttribute('src') ?? '');
const loading = () => screen.getByRole('img', { name: 'Address' }).getAttribute('aria-busy') === 'true';

describe('QrCode', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows loading, then the drawing; a new value shows loading again until it is drawn', async () => {
    const { rerender } = render(<QrCode value="first" label="Address" />);
    expect(loading()).toBe(true);
    expect(await src()).toBe('data:image/svg+xml;charset=utf-8,<svg>first</svg>');

    rerender(<QrCode value="second" label="Address" />);
    expect(loading()).toBe(true);
    expect(await src()).toBe('data:image/svg+xml;charset=utf-8,<svg>second</svg>');
  });

  it('says so when a value cannot be drawn, and draws the next one', async () => {
    const { rerender } = render(<QrCode value="undrawable" label="Address" />);
    expect(await screen.findByText('failed')).toBeTruthy();
    rerender(<QrCode value="third" label="Address" />);
    expect(loading()).toBe(true);
    expect(await src()).toBe('data:image/svg+xml;charset=utf-8,<svg>third</svg>');
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import en from '@/lib/i18n/generated/en.json';
import { AmountInput } from './AmountInput';
import { useAmountText } from './useAmountText';

// next-intl is ESM-only, which jest cannot load here: a stand-in reading en.json, in a locale the test sets.
let mockLocale = 'en';
jest.mock('next-intl', () => ({
  useLocale: () => mockLocale,
  useTranslations: (namespace: string) => (key: string, params: Record<string, unknown> = {}) => {
    const messages = jest.requireActual('@/lib/i18n/generated/en.json');
    const text = `${namespace}.${key}`.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
    return String(text).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
  },
}));

/** A screen's use of the input: it keeps the text and reads the amount with useAmountText. */
function Screen({ onMax, usdPrice = '1' }: { onMax?: () => bigint | null | Promise<bigint | null>; usdPrice?: string | null }) {
  const [text, setText] = useState('');
  const amount = useAmountText(text, 6);
  return (
    <>
      <AmountInput label="Amount (USDT)" value={text} onChange={setText} coin="USDT" decimals={6} usdPrice={usdPrice} onMax={onMax} maxTestId="max" />
      <output data-testid="units">{amount.ok ? String(amount.units) : amount.error}</output>
    </>
  );
}

const field = () => screen.getByLabelText('Amount (USDT)') as HTMLInputElement;
const errorText = () => document.querySelector('.field-error')?.textContent ?? null;
const type = (text: string) => {
  fireEvent.focus(field());
  fireEvent.change(field(), { target: { value: text } });
};

describe('AmountInput', () => {
  beforeEach(() => {
    mockLocale = 'en';
  });

  it('reads "1,000" typed in English as one thousand, never as 1 (issue 12), and shows its value', () => {
    render(<Screen />);
    type('1,000');
    expect(screen.getByTestId('units').textContent).toBe('1000000000');
    expect(errorText()).toBeNull();
    expect(screen.getByTestId('amount-fiat').textContent).toBe('≈ $1,000.00');
  });

  it('refuses "1,000" in French with a clear message rather than guessing 1 or 1000', () => {
    mockLocale = 'fr';
    render(<Screen />);
    type('1,000');
    expect(screen.getByTestId('units').textContent).toBe('ambiguous');
    expect(errorText()).toBe(en.amountInput.errors.ambiguous.replace('{separator}', ',').replace('{example}', '1234,5'));
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('amount-fiat')).toBeNull();
    type('1,5');
    expect(screen.getByTestId('units').textContent).toBe('1500000');
    expect(errorText()).toBeNull();
  });

  it('says at once when there are more decimals than the coin has, and rounds nothing', () => {
    render(<Screen />);
    type('1.1234567');
    expect(screen.getByTestId('units').textContent).toBe('tooManyDecimals');
    expect(errorText()).toBe('USDT has at most 6 decimal places. Remove the extra digits; nothing is rounded.');
  });

  it('lets a grouping be typed to its end, and names a wrong one when the field is left', () => {
    render(<Screen />);
    type('1,00');
    expect(errorText()).toBeNull(); // on its way to 1,000
    fireEvent.blur(field());
    expect(errorText()).toBe('Check the separators: write the amount like 1234.5 or 1,234,567.5.');
    expect(screen.getByTestId('units').textContent).toBe('misplacedSeparator');
  });

  it('takes Arabic-Indic digits in Arabic', () => {
    mockLocale = 'ar';
    render(<Screen />);
    type('١٬٠٠٠٫٥');
    expect(screen.getByTestId('units').textContent).toBe('1000500000');
  });

  it.each([
    ['en', 1_234_567_890n, '1234.56789'],
    ['fr', 1_234_567_890n, '1234,56789'],
    ['tr', 1_234_000n, '1,2340'],
  ])('Max fills the exact most in the %s format, and it reads back the same', async (locale, max, text) => {
    mockLocale = locale;
    render(<Screen onMax={async () => max} />);
    await act(async () => fireEvent.click(screen.getByTestId('max')));
    expect(field().value).toBe(text);
    expect(screen.getByTestId('units').textContent).toBe(String(max));
  });

  it('fills nothing when Max has nothing to give, and shows no value without a price', async () => {
    render(<Screen onMax={() => null} usdPrice={null} />);
    await act(async () => fireEvent.click(screen.getByTestId('max')));
    expect(field().value).toBe('');
    type('5');
    expect(screen.queryByTestId('amount-fiat')).toBeNull();
  });
});

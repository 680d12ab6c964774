import { act, fireEvent, render, screen } from '@testing-library/react';

// next-intl is ESM-only, which jest cannot load here: a stand-in reading en.json.
jest.mock('next-intl', () => ({
  useTranslations: (namespace: string) => (key: string) => jest.requireActual('@/lib/i18n/generated/en.json')[namespace][key],
}));
const emitted: unknown[] = [];
jest.mock('@/lib/api/events', () => ({ emitApiEvent: (event: unknown) => emitted.push(event) }));

const { AddressChip } = jest.requireActual<typeof import('./AddressChip')>('./AddressChip');

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('AddressChip', () => {
  it('shows the address shortened to a third at each end (SPEC §9), as an isolated left-to-right run', () => {
    render(<AddressChip address={ADDRESS} testId="chip" />);
    const short = screen.getByTestId('chip');
    expect(short.textContent).toBe('0x529084000985…9857D2E4169EE7');
    expect(short.getAttribute('dir')).toBe('ltr');
    expect(short.tagName).toBe('BDI');
    expect(short.getAttribute('data-address')).toBe(ADDRESS);
    expect(screen.queryByText(ADDRESS)).toBeNull();
  });

  it('keeps fewer characters when asked', () => {
    render(<AddressChip address={ADDRESS} keep={6} testId="chip" />);
    expect(screen.getByTestId('chip').textContent).toBe('0x5290…169EE7');
  });

  it('shows the whole address on tap, with a copy button that copies all of it, and hides it on a second tap', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    render(<AddressChip address={ADDRESS} testId="chip" />);
    const toggle = screen.getByRole('button', { name: /Show full address/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(screen.getByTestId('chip-full').parentElement?.id);
    expect(screen.getByTestId('chip-full').textContent).toBe(ADDRESS);
    expect(screen.getByTestId('chip-full').getAttribute('dir')).toBe('ltr');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy address' })));
    expect(writeText).toHaveBeenCalledWith(ADDRESS);
    expect(emitted).toContainEqual({ type: 'toast', message: '', key: 'common.copySuccess' });
    fireEvent.click(screen.getByRole('button', { name: /Hide full address/ }));
    expect(screen.queryByTestId('chip-full')).toBeNull();
  });

  it('leaves a short string whole', () => {
    render(<AddressChip address="abc" testId="chip" />);
    expect(screen.getByTestId('chip').textContent).toBe('abc');
  });
});

describe('AddressChip beside a copy button of its own screen', () => {
  it('shows the whole address without a second copy button', () => {
    render(<AddressChip address={ADDRESS} testId="chip" copyable={false} />);
    fireEvent.click(screen.getByRole('button', { name: /Show full address/ }));
    expect(screen.getByTestId('chip-full').textContent).toBe(ADDRESS);
    expect(screen.queryByRole('button', { name: 'Copy address' })).toBeNull();
  });
});

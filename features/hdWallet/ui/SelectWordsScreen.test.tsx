import { act, fireEvent, render, screen, within } from '@testing-library/react';

// next-intl is ESM-only, which jest cannot load here: a stand-in reading en.json.
jest.mock('next-intl', () => ({
  useTranslations: (namespace: string) => (key: string, params: Record<string, unknown> = {}) => {
    const messages = jest.requireActual('@/lib/i18n/generated/en.json');
    const text = `${namespace}.${key}`.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
    return String(text).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
  },
}));
const mockReplace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ back: jest.fn(), replace: mockReplace, push: jest.fn() }) }));
const WORDS = 'abandon ability able about above absent absorb abstract absurd abuse access accident';
const FLOW = { walletId: 'w1', purpose: 'backup', mnemonic: WORDS };
jest.mock('./useMnemonicFlow', () => ({ useMnemonicFlow: () => FLOW, clearMnemonicFlow: jest.fn() }));
const mockMarkBackedUp = jest.fn();
jest.mock('@/lib/state/hdWallet/hdWallet', () => ({ markBackedUp: (id: string) => mockMarkBackedUp(id) }));
// The positions asked: words #2, #5, #8 and #11.
jest.mock('@/lib/wallet/mnemonic/pickConfirmationIndices', () => ({ pickConfirmationIndices: () => [1, 4, 7, 10] }));

const { SelectWordsScreen } = jest.requireActual<typeof import('./SelectWordsScreen')>('./SelectWordsScreen');
const words = WORDS.split(' ');

const question = (position: number) => screen.getAllByTestId('word-question').find((q) => q.getAttribute('data-position') === String(position)) as HTMLElement;
const wrongFor = (position: number) => within(question(position)).getAllByRole('radio').map((r) => (r as HTMLInputElement).value).find((w) => w !== words[position - 1]) as string;
const pick = (position: number, word: string) => fireEvent.click(within(question(position)).getByLabelText(word));

describe('SelectWordsScreen', () => {
  it('after a wrong pick keeps the right ones, marks the wrong word on its question, and takes a new pick', async () => {
    render(<SelectWordsScreen />);
    // The questions come after the phrase is read (async): give a loaded machine time.
    await screen.findAllByTestId('word-question', {}, { timeout: 5000 });
    const wrong = wrongFor(5);
    pick(2, words[1]);
    pick(5, wrong);
    pick(8, words[7]);
    pick(11, words[10]);
    await act(async () => fireEvent.click(screen.getByTestId('select-submit')));

    expect(screen.getByTestId('select-error').textContent).toBe('Validation error');
    for (const position of [2, 8, 11]) {
      expect((within(question(position)).getByLabelText(words[position - 1]) as HTMLInputElement).checked).toBe(true);
      expect(question(position).hasAttribute('data-wrong')).toBe(false);
    }
    const marked = question(5);
    expect(marked.hasAttribute('data-wrong')).toBe(true);
    const wrongRadio = within(marked).getByLabelText(wrong) as HTMLInputElement;
    expect(wrongRadio.checked).toBe(false);
    expect(wrongRadio.closest('label')?.hasAttribute('data-wrong')).toBe(true);
    const said = within(marked).getByTestId('word-wrong');
    expect(said.textContent).toBe(`“${wrong}” is not word #5. Choose again.`);
    expect(marked.getAttribute('aria-describedby')).toBe(said.id);
    expect(wrongRadio.getAttribute('aria-describedby')).toBe(said.id);
    expect((screen.getByTestId('select-submit') as HTMLButtonElement).disabled).toBe(true);

    pick(5, words[4]);
    await act(async () => fireEvent.click(screen.getByTestId('select-submit')));
    expect(mockMarkBackedUp).toHaveBeenCalledWith('w1');
    expect(mockReplace).toHaveBeenCalledWith('/index/hd-wallet');
  });
});

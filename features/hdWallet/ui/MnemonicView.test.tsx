import { fireEvent, render, screen } from '@testing-library/react';

// next-intl is ESM-only, which jest cannot load here: a stand-in reading en.json.
jest.mock('next-intl', () => ({
  useTranslations: (namespace: string) => (key: string) => {
    const messages = jest.requireActual('@/lib/i18n/generated/en.json');
    return String(`${namespace}.${key}`.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages));
  },
}));
const mockRouter = { back: jest.fn(), replace: jest.fn(), push: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => mockRouter }));
const WORDS = 'abandon ability able about above absent absorb abstract absurd abuse access accident';
let mockFlow: { walletId: string; purpose: string; mnemonic: string } | null = { walletId: 'w1', purpose: 'backup', mnemonic: WORDS };
const mockClear = jest.fn();
jest.mock('./useMnemonicFlow', () => ({ useMnemonicFlow: () => mockFlow, clearMnemonicFlow: () => mockClear() }));
const mockCopy = jest.fn(async () => true);
jest.mock('@/components/kit/useCopy', () => ({ useCopy: () => mockCopy }));

const { LookWordsScreen } = jest.requireActual<typeof import('./LookWordsScreen')>('./LookWordsScreen');
const { MnemonicWordScreen } = jest.requireActual<typeof import('./MnemonicWordScreen')>('./MnemonicWordScreen');

beforeEach(() => {
  mockFlow = { walletId: 'w1', purpose: 'backup', mnemonic: WORDS };
  jest.clearAllMocks();
});

const gridWords = () => Array.from(screen.getByTestId('word-grid').querySelectorAll('.word-text')).map((w) => w.textContent);

describe('the mnemonic view screens', () => {
  it('/mnemonicWord: the intro, the 12 words in order, the warning under them, copy, then on to the check', () => {
    render(<MnemonicWordScreen />);
    expect(gridWords()).toEqual(WORDS.split(' '));
    const form = screen.getByTestId('word-grid').parentElement!;
    expect(Array.from(form.children).map((c) => c.className)).toEqual(['form-intro', 'word-grid', 'notice notice-warning', 'button button-secondary', 'button button-primary']);
    fireEvent.click(screen.getByTestId('copy-words'));
    expect(mockCopy).toHaveBeenCalledWith(WORDS);
    fireEvent.click(screen.getByTestId('words-next'));
    expect(mockRouter.push).toHaveBeenCalledWith('/selectWords');
    expect(mockClear).not.toHaveBeenCalled();
  });

  it('/lookWords: the warning first, the words, copy, and Done forgets them and goes back to the wallet', () => {
    render(<LookWordsScreen />);
    expect(gridWords()).toEqual(WORDS.split(' '));
    const form = screen.getByTestId('word-grid').parentElement!;
    expect(Array.from(form.children).map((c) => c.className)).toEqual(['notice notice-warning', 'word-grid', 'button button-secondary', 'button button-primary']);
    fireEvent.click(screen.getByTestId('copy-words'));
    expect(mockCopy).toHaveBeenCalledWith(WORDS);
    fireEvent.click(form.lastElementChild!);
    expect(mockClear).toHaveBeenCalled();
    expect(mockRouter.replace).toHaveBeenCalledWith('/index/hd-wallet');
  });

  it('shows no words without a flow', () => {
    mockFlow = null;
    render(<LookWordsScreen />);
    expect(screen.queryByTestId('word-grid')).toBeNull();
    expect(screen.queryByTestId('copy-words')).toBeNull();
  });
});

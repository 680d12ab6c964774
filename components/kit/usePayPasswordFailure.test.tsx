import { renderHook } from '@testing-library/react';
import { USER_ERRORS } from '@/lib/contract/userApi';
import { LOCALES } from '@/lib/i18n/locales';
import { toIntlLocale } from '@/lib/format/toIntlLocale';
import { usePayPasswordFailure } from './usePayPasswordFailure';

type Tree = Record<string, unknown>;

/** A message of `locale`'s merged catalogue by its dotted key. */
function messageOf(locale: string, key: string): string | undefined {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], jest.requireActual(`@/lib/i18n/generated/${locale}.json`));
  return typeof found === 'string' ? found : undefined;
}

/** Just enough ICU for these messages: `{name}` and `{name, plural, =0 {…} one {…} other {…}}` with `#`. */
function formatMessage(message: string, params: Tree, locale: string): string {
  return message
    .replace(/\{(\w+), plural, ((?:[^{}]|\{[^{}]*\})*)\}/g, (_, name: string, body: string) => {
      const n = Number(params[name]);
      const branches: Record<string, string> = {};
      body.replace(/(=\d+|\w+)\s*\{([^{}]*)\}/g, (__, selector: string, text: string) => (branches[selector] = text));
      const text = branches[`=${n}`] ?? branches[new Intl.PluralRules(toIntlLocale(locale)).select(n)] ?? branches.other;
      return text.replace(/#/g, String(n));
    })
    .replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
}

// next-intl is ESM-only, which jest cannot load here: a stand-in reading the locale's catalogue.
let mockLocale = 'en';
jest.mock('next-intl', () => ({
  useTranslations: (namespace?: string) => {
    const full = (key: string) => (namespace ? `${namespace}.${key}` : key);
    const t = (key: string, params: Tree = {}) => formatMessage(messageOf(mockLocale, full(key)) ?? full(key), params, mockLocale);
    return Object.assign(t, { has: (key: string) => messageOf(mockLocale, full(key)) !== undefined });
  },
}));

/** How each locale separates two sentences: its full stop (and a space where it spaces words); Thai ends a sentence with a space. */
const SENTENCE_BREAK: Record<string, string> = { en: '. ', zh: '。', fr: '. ', ar: '. ', el: '. ', in: '। ', ja: '。', ko: '. ', ms: '. ', th: ' ', tr: '. ' };

const wrongEntry = (attemptsLeft: number) => ({ code: USER_ERRORS.payPasswordWrong, key: 'errors.payPassword.wrong', params: { attemptsLeft } });

describe('a wrong pay password', () => {
  afterEach(() => {
    mockLocale = 'en';
  });

  it('reads as two sentences in English', () => {
    const { result } = renderHook(() => usePayPasswordFailure());
    expect(result.current(wrongEntry(4))).toEqual({ text: 'The password you entered is incorrect. 4 attempts left.', locked: false });
    expect(result.current(wrongEntry(1)).text).toBe('The password you entered is incorrect. 1 attempt left.');
  });

  it.each(LOCALES)('separates the attempts left from the reason with the sentence break of %s', (locale) => {
    mockLocale = locale;
    const { result } = renderHook(() => usePayPasswordFailure());
    const reason = messageOf(locale, 'errors.payPassword.wrong')!;
    const attempts = formatMessage(messageOf(locale, 'kit.payPasswordFailure.attemptsLeft')!, { attemptsLeft: 4 }, locale);
    expect(result.current(wrongEntry(4)).text).toBe(`${reason.replace(/[.。।]+$/u, '')}${SENTENCE_BREAK[locale]}${attempts}`);
  });

  it('keeps one full stop when the reason already ends with one, and the reason alone without a count', () => {
    const { result } = renderHook(() => usePayPasswordFailure());
    // A reason that ends with its own full stop ("The password you entered is incorrect.").
    expect(result.current({ code: USER_ERRORS.payPasswordWrong, key: 'walletConnect.approveErrors.wrong', params: { attemptsLeft: 2 } }).text).toBe('The password you entered is incorrect. 2 attempts left.');
    // No message for this key: the screen's own text stands in.
    expect(result.current({ code: USER_ERRORS.payPasswordWrong, key: 'errors.unknown', params: { attemptsLeft: 0 } }).text).toBe('The password you entered is incorrect. No attempts left.');
    expect(result.current({ code: USER_ERRORS.payPasswordWrong, key: 'errors.payPassword.wrong', params: {} }).text).toBe('The password you entered is incorrect');
  });
});

import { toIntlLocale } from './toIntlLocale';

describe('toIntlLocale', () => {
  it('maps the app code `in` to Hindi, never Indonesian', () => {
    expect(toIntlLocale('in')).toBe('hi');
    expect(new Intl.RelativeTimeFormat(toIntlLocale('in')).resolvedOptions().locale).toBe('hi');
  });

  it.each(['en', 'zh', 'fr', 'ar', 'el', 'ja', 'ko', 'ms', 'th', 'tr'])('keeps %s', (locale) => {
    expect(toIntlLocale(locale)).toBe(locale);
  });

  it.each(['id', 'xx', '', 'toString', '__proto__'])('falls back to en for %j', (locale) => {
    expect(toIntlLocale(locale)).toBe('en');
  });
});

import { intlTag, LOCALES, resolveLocale, textDirection } from './locales';

describe('locales', () => {
  it('has the 11 locales of SPEC §3', () => {
    expect([...LOCALES].sort()).toEqual(['ar', 'el', 'en', 'fr', 'in', 'ja', 'ko', 'ms', 'th', 'tr', 'zh']);
  });

  it('prefers the stored choice, then the browser, then en', () => {
    expect(resolveLocale('ja', ['fr'])).toBe('ja');
    expect(resolveLocale(null, ['fr-CA', 'en'])).toBe('fr');
    expect(resolveLocale('xx', ['zh-Hans-CN'])).toBe('zh');
    expect(resolveLocale(null, ['pt-BR'])).toBe('en');
    expect(resolveLocale(undefined, [])).toBe('en');
  });

  it('takes a browser hi as our in (Hindi) and never takes Indonesian', () => {
    expect(resolveLocale(null, ['hi-IN'])).toBe('in');
    expect(resolveLocale(null, ['id-ID', 'ko'])).toBe('ko');
    expect(resolveLocale(null, ['in'])).toBe('en');
  });

  it('gives Intl hi for in, and Arabic right-to-left', () => {
    expect(intlTag('in')).toBe('hi');
    expect(intlTag('fr')).toBe('fr');
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
  });
});

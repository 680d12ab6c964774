import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { DEFAULT_LOCALE, isLocale, resolveLocale, type Locale } from '@/lib/i18n/locales';
import { STORAGE } from './storageKeys';

/** SPEC §3 settings: font size 16, USD at rate 1, language en; colour option green-up by default. */
export const DEFAULT_FONT_SIZE = 16;
export const FONT_SIZES = [14, 16, 18, 20] as const;
export const DEFAULT_CURRENCY = 'USD';
export type ColorOption = 'green-up' | 'red-up';
export const DEFAULT_COLOR_OPTION: ColorOption = 'green-up';

const local = <T,>() => createJSONStorage<T>(() => localStorage);

/**
 * The stored language choice; null until the user picks one (then the browser decides). Read when
 * the atom is first used (`getOnInit`), so the first catalogue loaded is the right one, not English
 * and then the choice; the first render is the boot spinner either way, so hydration agrees.
 */
export const storedLanguageAtom = atomWithStorage<Locale | null>(
  STORAGE.language,
  null,
  {
    ...local<Locale | null>(),
    getItem: (key, initial) => {
      const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
      if (raw === null) return initial;
      const value = safeParse(raw);
      return isLocale(value) ? value : initial;
    },
  },
  { getOnInit: true },
);

/** Read at first use, like the theme, so DocumentSettings never resets what the early script set. */
export const fontSizeAtom = atomWithStorage<number>(STORAGE.fontSize, DEFAULT_FONT_SIZE, {
  ...local<number>(),
  getItem: (key, initial) => {
    const value = Number(typeof localStorage === 'undefined' ? NaN : localStorage.getItem(key));
    return (FONT_SIZES as readonly number[]).includes(value) ? value : initial;
  },
}, { getOnInit: true });

export const currencyCodeAtom = atomWithStorage<string>(STORAGE.currency, DEFAULT_CURRENCY, local<string>());

export const colorOptionAtom = atomWithStorage<ColorOption>(STORAGE.colorOption, DEFAULT_COLOR_OPTION, {
  ...local<ColorOption>(),
  getItem: (key, initial) => {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
    const value = raw === null ? null : safeParse(raw);
    return value === 'green-up' || value === 'red-up' ? value : initial;
  },
}, { getOnInit: true });

/**
 * The theme: follow the device (default), or always light, or always dark. Read at first use
 * (`getOnInit`), like the colour option, so DocumentSettings never undoes what the early script of
 * app/layout.tsx put on `<html>` before first paint.
 */
export type ThemeChoice = 'system' | 'light' | 'dark';
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export const themeAtom = atomWithStorage<ThemeChoice>(STORAGE.theme, 'system', {
  ...local<ThemeChoice>(),
  getItem: (key, initial) => {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
    const value = raw === null ? null : safeParse(raw);
    return (THEME_CHOICES as readonly unknown[]).includes(value) ? (value as ThemeChoice) : initial;
  },
}, { getOnInit: true });

/** Home shows balances masked while this is on; kept across reloads. */
export const hideBalanceAtom = atomWithStorage<boolean>(STORAGE.hideBalance, false, {
  ...local<boolean>(),
  getItem: (key, initial) => {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
    return raw === null ? initial : safeParse(raw) === true;
  },
}, { getOnInit: true });

/** SPEC §3 client state "market-display flag (default 1)". */
export const marketDisplayAtom = atomWithStorage<number>(STORAGE.marketDisplay, 1, local<number>());

/** The browser's languages as a locale (SPEC §3), known from the start in the browser. */
export const browserLocaleAtom = atom<Locale>(typeof navigator === 'undefined' ? DEFAULT_LOCALE : resolveLocale(null, navigator.languages ?? [navigator.language]));
/** The locale in force: the stored choice, else the browser's. */
export const localeAtom = atom((get) => get(storedLanguageAtom) ?? get(browserLocaleAtom));

function safeParse(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

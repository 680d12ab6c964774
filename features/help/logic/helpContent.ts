import type { Locale } from '@/lib/i18n/locales';

/** A paragraph, or a bulleted list of short items. */
export type Block = string | { list: string[] };

export type FaqEntry = { id: number; q: string; a: Block[] };
export type LegalSection = { id: string; heading: string; body: Block[] };
export type LegalDoc = { title: string; date: string; intro: Block[]; sections: LegalSection[] };

/** The long texts of the help and legal pages, one file per locale (features/help/content). */
export type HelpContent = { faq: FaqEntry[]; agreement: LegalDoc; privacy: LegalDoc };

export const FAQ_COUNT = 15;

/**
 * One dynamic import per locale, so each locale's texts are their own chunk, fetched only by the
 * help and legal pages and never part of the message catalogue every page loads.
 */
const loaders: Record<Locale, () => Promise<{ default: unknown }>> = {
  en: () => import('../content/en.json'),
  zh: () => import('../content/zh.json'),
  fr: () => import('../content/fr.json'),
  ar: () => import('../content/ar.json'),
  el: () => import('../content/el.json'),
  in: () => import('../content/in.json'),
  ja: () => import('../content/ja.json'),
  ko: () => import('../content/ko.json'),
  ms: () => import('../content/ms.json'),
  th: () => import('../content/th.json'),
  tr: () => import('../content/tr.json'),
};

/**
 * Loads the help texts of a locale.
 * @example const { faq } = await loadHelpContent('fr');
 */
export async function loadHelpContent(locale: Locale): Promise<HelpContent> {
  return (await loaders[locale]()).default as HelpContent;
}

/**
 * The FAQ entries whose question or answer contains every word of the query, case-insensitively.
 * @example matchFaq(faq, 'red envelope') // the red envelope entry
 */
export function matchFaq(faq: FaqEntry[], query: string, locale: string): FaqEntry[] {
  const words = query.toLocaleLowerCase(locale).split(/\s+/).filter(Boolean);
  if (words.length === 0) return faq;
  return faq.filter((entry) => {
    const text = [entry.q, ...entry.a.flatMap((b) => (typeof b === 'string' ? [b] : b.list))].join(' ').toLocaleLowerCase(locale);
    return words.every((w) => text.includes(w));
  });
}

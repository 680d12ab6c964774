import type en from '@/lib/i18n/generated/en.json';
import type { Locale } from './locales';

export type Messages = typeof en;

/**
 * One catalogue per locale, merged from the per-feature message files by scripts/build-messages.mjs
 * (the dev, prebuild and pretypecheck steps and jest's config run it). Every locale, English included,
 * loads as its own chunk: the catalogue grows with each feature, and bundling it would put every
 * screen's text into every page's first load (scripts/check-bundle-size.mjs). The service worker
 * precaches them.
 */
const loaders: Record<Locale, () => Promise<{ default: unknown }>> = {
  en: () => import('@/lib/i18n/generated/en.json'),
  zh: () => import('@/lib/i18n/generated/zh.json'),
  fr: () => import('@/lib/i18n/generated/fr.json'),
  ar: () => import('@/lib/i18n/generated/ar.json'),
  el: () => import('@/lib/i18n/generated/el.json'),
  in: () => import('@/lib/i18n/generated/in.json'),
  ja: () => import('@/lib/i18n/generated/ja.json'),
  ko: () => import('@/lib/i18n/generated/ko.json'),
  ms: () => import('@/lib/i18n/generated/ms.json'),
  th: () => import('@/lib/i18n/generated/th.json'),
  tr: () => import('@/lib/i18n/generated/tr.json'),
};

async function loadMessages(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).default as Messages;
}

const loaded = new Map<Locale, Promise<Messages>>();

/**
 * The catalogue of `locale` as one promise per page, for React's `use` (which needs the same promise
 * on every render). A failed load is forgotten, so the next call tries again.
 */
export function catalogue(locale: Locale): Promise<Messages> {
  let promise = loaded.get(locale);
  if (!promise) {
    promise = loadMessages(locale);
    promise.catch(() => loaded.delete(locale));
    loaded.set(locale, promise);
  }
  return promise;
}

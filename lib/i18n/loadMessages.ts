import type en from '@/messages/en.json';
import type { Locale } from './locales';

export type Messages = typeof en;

/**
 * Every locale, English included, loads as its own chunk: the catalogue grows with each feature, and
 * bundling it would put every screen's text into every page's first load (scripts/check-bundle-size.mjs).
 * The chunk loads in parallel with the initial-info call, and the service worker precaches it.
 */
const loaders: Record<Locale, () => Promise<{ default: unknown }>> = {
  en: () => import('@/messages/en.json'),
  zh: () => import('@/messages/zh.json'),
  fr: () => import('@/messages/fr.json'),
  ar: () => import('@/messages/ar.json'),
  el: () => import('@/messages/el.json'),
  in: () => import('@/messages/in.json'),
  ja: () => import('@/messages/ja.json'),
  ko: () => import('@/messages/ko.json'),
  ms: () => import('@/messages/ms.json'),
  th: () => import('@/messages/th.json'),
  tr: () => import('@/messages/tr.json'),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).default as Messages;
}

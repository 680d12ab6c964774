import en from '@/messages/en.json';
import type { Locale } from './locales';

export type Messages = typeof en;

/** English is bundled; the other ten load as separate chunks when chosen. */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: unknown }>> = {
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

export const englishMessages: Messages = en;

export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en') return en;
  return (await loaders[locale]()).default as Messages;
}

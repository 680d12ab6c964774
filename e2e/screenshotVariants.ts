import type { Page } from '@playwright/test';
import { booted, expect } from './fixtures';

/** The looks a screen is photographed in for a person to check: light, dark, Arabic and 20 px. */
export const VARIANTS = [
  { name: 'light', scheme: 'light', storage: {} },
  { name: 'dark', scheme: 'dark', storage: {} },
  { name: 'arabic', scheme: 'light', storage: { lang: JSON.stringify('ar') } },
  { name: '20px', scheme: 'light', storage: { fontSize: '20' } },
] as const;

export type Variant = (typeof VARIANTS)[number];

/**
 * Opens `path` in one variant, waits for `ready`, checks nothing is wider than the screen (a cut
 * figure shows in the picture; this catches overflow) and writes `test-results/<folder>/<screen>-<variant>.png`.
 */
export async function shoot(page: Page, folder: string, screen: string, variant: Variant, path: string, ready: (page: Page) => Promise<void>, fullPage = false) {
  await page.emulateMedia({ colorScheme: variant.scheme });
  await page.evaluate((entries) => {
    for (const key of ['lang', 'fontSize']) localStorage.removeItem(key);
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, Object.entries(variant.storage));
  await page.goto(path);
  await booted(page);
  await ready(page);
  // A route's slide-in (app/globals.css) would be caught halfway; skeleton shimmers run forever.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: `test-results/${folder}/${screen}-${variant.name}.png`, fullPage });
}

import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test fails on a Content-Security-Policy violation or an uncaught page error, so a header
 * that breaks the app, or a script the policy blocks, cannot pass unnoticed.
 */
export const test = base.extend<{ problems: string[] }>({
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (msg) => {
        if (msg.type() === 'error' && /Content Security Policy|Refused to/.test(msg.text())) problems.push(`csp: ${msg.text()}`);
      });
      await use(problems);
      expect(problems, 'page errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a path and waits until the app has booted (the boot screen is gone). */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main.boot')).toHaveCount(0);
}

/** Client-side navigation, as a link click does (Next's app router instance). */
export async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => (window as unknown as { next: { router: { push(p: string): void } } }).next.router.push(p), path);
  await page.waitForURL((url) => url.pathname === path);
}

/** Runs axe on the current page and fails on serious or critical violations. */
export async function expectAccessible(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

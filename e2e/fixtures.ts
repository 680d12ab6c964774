import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * Every test fails on a Content-Security-Policy violation, an uncaught page error, or a request
 * to any host but 127.0.0.1, so a header that breaks the app, a script the
 * policy blocks, or a call to a public RPC cannot pass unnoticed.
 */
export const test = base.extend<{ problems: string[] }>({
  problems: [
    async ({ page }, use, testInfo) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      // Tests reach only this machine: the app, anvil, the bridge and the OIDC provider on 127.0.0.1.
      const offMachine = (url: string) => /^(https?|wss?):/.test(url) && new URL(url).hostname !== '127.0.0.1';
      page.on('request', (request) => {
        if (offMachine(request.url())) problems.push(`off-machine request: ${request.url()}`);
      });
      page.on('websocket', (socket) => {
        if (offMachine(socket.url())) problems.push(`off-machine websocket: ${socket.url()}`);
      });
      // The page's own warnings and errors, printed when the test fails (CI keeps only the output).
      const said: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && /Content Security Policy|Refused to/.test(msg.text())) problems.push(`csp: ${msg.text()}`);
        if (msg.type() === 'error' || msg.type() === 'warning') said.push(`${new Date().toISOString().slice(11, 23)} ${msg.type()}: ${msg.text().slice(0, 500)}`);
      });
      await use(problems);
      if (testInfo.status !== testInfo.expectedStatus && said.length) console.log(`the page said (${testInfo.title}):\n  ${said.slice(-40).join('\n  ')}`);
      expect(problems, 'page errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Opens a path and waits until the app has booted: it has taken over the page (`data-ready`, set
 * once hydrated in the device's language; a first screen shows before that) and the boot screen is gone.
 */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await booted(page);
}

/**
 * Pastes `text` into `field` as the browser's paste event does, carrying the text itself: not through
 * the system clipboard, which the parallel workers' browsers share (a red envelope's link copied by
 * one test was once pasted into another's WalletConnect field).
 */
export async function pasteInto(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** Waits until the app has taken over the page just loaded (see `open`). */
export async function booted(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
  await expect(page.locator('main.boot')).toHaveCount(0);
}

/** Client-side navigation, as a link click does (Next's app router instance). */
export async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => (window as unknown as { next: { router: { push(p: string): void } } }).next.router.push(p), path);
  await page.waitForURL((url) => url.pathname === path);
}

/** The axe rules whose outcome depends on colours: contrast of text, and of links told apart by colour alone. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe on the current page in the light and in the dark theme (the device's colour scheme, which
 * the app follows unless the user overrode it) and fails on serious or critical violations in either.
 * The themes differ only in the colour tokens (app/globals.css), so the dark pass runs the rules that
 * look at colours; every rule runs in the light one.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const found: string[] = [];
  // Next's router swaps the <title> when a screen navigates on its own: wait for the one that stays
  // (a page that never gets a title still fails, here or in axe's document-title rule).
  await expect(page).toHaveTitle(/\S/);
  // Counts <title> elements taken out of the document while axe reads it (React re-inserting the head).
  await page.evaluate(() => {
    const w = window as unknown as { titleSwaps?: number };
    if (w.titleSwaps !== undefined) return;
    w.titleSwaps = 0;
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.removedNodes) if (node.nodeName === 'TITLE') w.titleSwaps! += 1;
    }).observe(document, { childList: true, subtree: true });
  });
  const titleSwaps = () => page.evaluate(() => (window as unknown as { titleSwaps: number }).titleSwaps);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const swapsBefore = await titleSwaps();
    const axe = new AxeBuilder({ page });
    const result = await (colorScheme === 'dark' ? axe.withRules(COLOUR_RULES) : axe).analyze();
    const swapped = (await titleSwaps()) > swapsBefore;
    const title = await page.title();
    // A title replaced during the analysis (and there after it) is not a page without a title: said, not counted.
    const missingTitle = (v: { id: string }) => v.id === 'document-title' && swapped && title.trim() !== '';
    if (result.violations.some(missingTitle)) console.log(`axe: the <title> was replaced during the analysis of ${page.url()} (now "${title}")`);
    else if (result.violations.some((v) => v.id === 'document-title')) console.log(`axe: document-title on ${page.url()}: title "${title}", no <title> replaced during the analysis`);
    const serious = result.violations.filter((v) => (v.impact === 'serious' || v.impact === 'critical') && !missingTitle(v));
    found.push(...serious.map((v) => `${colorScheme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  expect(found).toEqual([]);
}

/**
 * `text` as a pattern that also matches it with the bidi isolates (U+2066-U+2069) the screens put
 * around amounts and coins inside a sentence (so Arabic keeps "100 USDT" in order), wherever they are.
 *
 * @example await expect(page.getByText(withIsolates('Not enough USDT: you have 100 USDT'))).toBeVisible()
 */
export function withIsolates(text: string): RegExp {
  return new RegExp([...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\u2066-\\u2069]*'));
}

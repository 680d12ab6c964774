import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { creditByApi, logIn, newPhone, registerByApi } from './accountSupport';
import { expect, expectAccessible, open, test } from './fixtures';
import { seedWallet } from './hdWalletSupport';

/**
 * axe on every route of the export, in the light and the dark theme (expectAccessible), as a
 * logged-in user with a funded cloud account and an HD wallet: 0 serious or critical findings. The
 * flows' own specs check their screens in their states; this sweep makes sure no built route is
 * left out. A step of a flow opened directly shows what it shows then (often its start or a redirect).
 */

const OUT = join(process.cwd(), 'out');
const PASSWORD = 'Secret123';
/** Routes whose screen reads the query: opened with a typical one. */
const QUERY: Record<string, string> = { '/coinDetail': '?coin=USDT', '/send': '?coin=USDT', '/receive': '?coin=USDT', '/transactions/_': '' };

/** Every page of the export as a path (`out/a/b.html` → `/a/b`), but the not-found pages. */
function builtRoutes(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === '_next' ? [] : walk(path);
      return name.endsWith('.html') ? [`/${relative(OUT, path).slice(0, -'.html'.length)}`] : [];
    });
  return walk(OUT)
    .map((route) => (route === '/index' ? '/' : route))
    .filter((route) => !['/404', '/_not-found', '/'].includes(route))
    .sort();
}

const ROUTES = builtRoutes();
const SHARDS = 3;

test.describe('accessibility of every built route', () => {
  test.describe.configure({ timeout: 240_000 });

  test('the export has the routes the sweep expects', () => {
    expect(ROUTES).toEqual(expect.arrayContaining(['/index/home', '/index/mypage', '/send', '/coinDetail', '/hd-send', '/dappwallet', '/transactions/_']));
    expect(ROUTES.length).toBeGreaterThan(50);
  });

  for (let shard = 0; shard < SHARDS; shard++) {
    const routes = ROUTES.filter((_, index) => index % SHARDS === shard);
    test(`routes ${shard + 1} of ${SHARDS} (${routes.length})`, async ({ page, request }) => {
      const phone = newPhone();
      const token = await registerByApi(request, phone, PASSWORD);
      expect(token).toBeTruthy();
      await creditByApi(request, phone.e164, 'USDT', '100');
      await open(page, '/relogin');
      await logIn(page, request, phone.national, PASSWORD);
      await page.waitForURL('**/index/home');
      await seedWallet(page, 'test test test test test test test test test test test junk', 'Passw0rd!x', 'Main wallet');
      for (const route of routes) {
        await test.step(route, async () => {
          await open(page, `${route}${QUERY[route] ?? ''}`);
          await expect(page.locator('.text-skeleton')).toHaveCount(0);
          await expectAccessible(page);
        });
      }
    });
  }
});

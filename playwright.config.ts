import { defineConfig, devices } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CUSTOM_CHAIN_URL, CUSTODY_BASE_URL, CUSTODY_DATABASE_URL, CUSTODY_E2E_ENV, CUSTODY_PG_PORT, E2E_MARKET_INTERVAL_SECONDS, E2E_SMS_RESEND_SECONDS, E2E_SUPPORT_EMAIL, E2E_SWAP_QUOTE_SECONDS, MARKET_BASE_URL, MARKET_SOURCE_URL, WC_RELAY_PORT, WC_RELAY_URL } from './e2e/e2eSettings';

/**
 * End-to-end tests against the built app served by the real server (node --import tsx server/main.ts, as npm start) on
 * 127.0.0.1, in Debian's Chromium (Playwright cannot download its own browsers here).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The local OpenID Connect provider of the chat-account login tests (e2e/oidcProvider.ts). */
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? PORT + 1);
const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
/**
 * The local chain of the HD wallet tests: anvil with chain id 1, so the app's Ethereum network
 * (RPC_URL_1) points at it. Its default accounts are funded from the test mnemonic
 * "test test test test test test test test test test test junk".
 */
const ANVIL_PORT = Number(process.env.E2E_ANVIL_PORT ?? PORT + 2);
const ANVIL_URL = `http://127.0.0.1:${ANVIL_PORT}`;

/** The second app server (live-like market data); its test source listens on the next port. */
const MARKET_PORT = PORT + 3;
if (MARKET_BASE_URL !== `http://127.0.0.1:${MARKET_PORT}` || MARKET_SOURCE_URL !== `http://127.0.0.1:${MARKET_PORT + 1}`) {
  throw new Error('e2e/e2eSettings.ts and playwright.config.ts disagree on the market ports');
}

/** What both app servers share. */
const APP_ENV = {
  HOST: '127.0.0.1',
  NODE_ENV: 'development',
  DEV_ROUTES: 'true',
  // The account flows send a phone its second code: wait seconds, not a minute (e2e/accountSupport.ts).
  SMS_RESEND_SECONDS: String(E2E_SMS_RESEND_SECONDS),
  // Every test registers from 127.0.0.1: the default 20 codes per address and hour would refuse the later ones.
  SMS_PER_IP_PER_HOUR: '10000',
  // The flash swap test waits a quote out.
  SWAP_QUOTE_SECONDS: String(E2E_SWAP_QUOTE_SECONDS),
  OIDC_ISSUER,
  OIDC_CLIENT_ID: 'wallet-e2e',
  RPC_URL_1: ANVIL_URL,
  PUBLIC_RPC_FALLBACK: 'false',
  // The pre-sale test draws its round itself, as the operator would (presale-draw), right after the window: no job races it.
  PROMOTIONS_PRESALE_JOB_SECONDS: '0',
};

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    ...devices['Pixel 7'],
    baseURL: BASE_URL,
    // Recording a trace costs every test a quarter of its time on 2 cores; in CI the retry of a failed test records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  webServer: [
    {
      command: `node_modules/.bin/anvil --host 127.0.0.1 --port ${ANVIL_PORT} --chain-id 1 --quiet`,
      port: ANVIL_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node_modules/.bin/tsx e2e/oidcProvider.ts',
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { OIDC_PORT: String(OIDC_PORT), APP_ORIGIN: BASE_URL },
    },
    {
      command: 'node --import tsx server/main.ts',
      url: `${BASE_URL}/api/public/initInfo`,
      reuseExistingServer: false,
      timeout: 60_000,
      // DEV_ROUTES=true: the account tests read SMS codes and captcha answers from /api/dev/*,
      // which a server does not have unless asked. The chat-account login goes to the local OIDC
      // provider above. The market is the labelled sample (the screenshot baselines show its prices).
      env: { ...APP_ENV, PORT: String(PORT), DATA_DIR: join(tmpdir(), `wallet-e2e-${process.pid}`), SUPPORT_EMAIL: E2E_SUPPORT_EMAIL, WALLETCONNECT_RELAY_URL: WC_RELAY_URL, WALLETCONNECT_PROJECT_ID: 'e2e-project', CUSTOM_RPC_ORIGINS: CUSTOM_CHAIN_URL, ...CUSTODY_E2E_ENV },
    },
    {
      command: 'node_modules/.bin/tsx e2e/marketSourceServer.ts',
      url: `${MARKET_SOURCE_URL}/api/v3/ticker/24hr`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { MARKET_SOURCE_PORT: String(MARKET_PORT + 1) },
    },
    {
      // The same app with a live-like market of 520 assets (test data, e2e/marketSourceServer.ts),
      // its own database; market specs that need the long list use MARKET_BASE_URL.
      command: 'node --import tsx server/main.ts',
      url: `${MARKET_BASE_URL}/api/public/initInfo`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...APP_ENV,
        PORT: String(MARKET_PORT),
        DATA_DIR: join(tmpdir(), `wallet-e2e-market-${process.pid}`),
        MARKET_SOURCES: `binance=${MARKET_SOURCE_URL}`,
        MARKET_INTERVAL_SECONDS: String(E2E_MARKET_INTERVAL_SECONDS),
      },
    },
    {
      // PostgreSQL for the custody server below (e2e/custodyPostgres.sh, foreground, a temp folder).
      command: `bash e2e/custodyPostgres.sh ${CUSTODY_PG_PORT}`,
      port: CUSTODY_PG_PORT,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The same app on PostgreSQL with custody, for the withdrawal that the signer (a separate
      // process the custody spec starts) sends to anvil.
      command: 'node --import tsx server/main.ts',
      url: `${CUSTODY_BASE_URL}/api/public/initInfo`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { ...APP_ENV, PORT: String(PORT + 5), DATABASE_URL: CUSTODY_DATABASE_URL, ...CUSTODY_E2E_ENV },
    },
    {
      // The WalletConnect v2 relay double (e2e/walletConnectRelay.ts) the first server advertises.
      command: 'node_modules/.bin/tsx e2e/walletConnectRelayServer.ts',
      port: WC_RELAY_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { WC_RELAY_PORT: String(WC_RELAY_PORT) },
    },
  ],
});

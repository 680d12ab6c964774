/** The test server's SMS resend interval (SMS_RESEND_SECONDS, set by playwright.config.ts); specs wait this long between two codes to a phone. */
export const E2E_SMS_RESEND_SECONDS = 3;
/** How long the e2e server's flash swap quotes hold their rate (SWAP_QUOTE_SECONDS): the expiry test waits it out. */
export const E2E_SWAP_QUOTE_SECONDS = 6;

/** The port of the first app server (playwright.config.ts: E2E_PORT, default 3100). */
const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * The second app server: the same app with a live-like market (MARKET_SOURCES pointing at
 * e2e/marketSourceServer.ts, 520 assets of test data, a short fetch interval). The first server
 * keeps the labelled sample, which the screenshot baselines depend on. Market specs that need the
 * long list navigate to `${MARKET_BASE_URL}/…`.
 */
export const MARKET_BASE_URL = `http://127.0.0.1:${PORT + 3}`;
/** The Binance-compatible test source behind MARKET_BASE_URL (e2e/marketSourceServer.ts). */
export const MARKET_SOURCE_URL = `http://127.0.0.1:${PORT + 4}`;
/** The second server's market fetch interval (MARKET_INTERVAL_SECONDS). */
export const E2E_MARKET_INTERVAL_SECONDS = 5;

/** The first app server's support contact (SUPPORT_EMAIL); the second server has none, so both readings of the help centre are tested. */
export const E2E_SUPPORT_EMAIL = 'support@wallet.test';

/**
 * Custody on the first app server (e2e/custody.spec.ts): deposit addresses from the anvil
 * mnemonic's m/44'/60'/1' xpub (empty accounts), ETH on the e2e anvil (chain 1) with 3 confirmations,
 * no tokens (the mainnet contracts are not on anvil), the watcher every second.
 */
export const CUSTODY_E2E_CONFIRMATIONS = 3;
export const CUSTODY_E2E_ENV = {
  CUSTODY_XPUB: 'xpub6Ce9NcJvTk372KjsGfWqbcex5DumjpNquQLApoeQUavSCjEc823BV1tb4rXUuPuht8h2hSxkg2EXUaKUJmniJvRZAELxypsCzBFdtosmV76',
  CUSTODY_CONFIRMATIONS_1: String(CUSTODY_E2E_CONFIRMATIONS),
  CUSTODY_TOKENS_1: 'none',
  CUSTODY_POLL_SECONDS: '1',
};

/**
 * The third app server (custody withdrawals end to end): the same app on PostgreSQL (PORT + 6, a
 * throwaway cluster, e2e/custodyPostgres.sh), because the signer (npm run custody:signer, which the
 * spec starts) is a separate process and PGlite is one process's.
 */
export const CUSTODY_BASE_URL = `http://127.0.0.1:${PORT + 5}`;
export const CUSTODY_PG_PORT = PORT + 6;
export const CUSTODY_DATABASE_URL = `postgres://postgres@127.0.0.1:${CUSTODY_PG_PORT}/postgres`;
/** The signer's hot wallet: anvil's account 9 (m/44'/60'/0'/0/9 of the test mnemonic), used by no other spec. */
export const CUSTODY_SIGNER_KEY = '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6';

/** The WalletConnect v2 relay double (e2e/walletConnectRelay.ts), advertised by the first app server as WALLETCONNECT_RELAY_URL. */
export const WC_RELAY_PORT = PORT + 7;
export const WC_RELAY_URL = `ws://127.0.0.1:${WC_RELAY_PORT}`;

/**
 * A second chain for the custom-network spec (e2e/hdNetworks.spec.ts starts an anvil with chain id
 * 31337 here): the first app server lists its origin in CUSTOM_RPC_ORIGINS, so the page CSP admits it.
 */
export const CUSTOM_CHAIN_PORT = PORT + 8;
export const CUSTOM_CHAIN_URL = `http://127.0.0.1:${CUSTOM_CHAIN_PORT}`;

import { startTestRelay } from './walletConnectRelay';

/**
 * The v2 relay double as its own process for the Playwright run (playwright.config.ts starts it on
 * WC_RELAY_PORT; the app server advertises it as WALLETCONNECT_RELAY_URL).
 */
const port = Number(process.env.WC_RELAY_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('WC_RELAY_PORT must be a port number');
const relay = await startTestRelay({ port });
console.log(`walletconnect v2 test relay on ${relay.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void relay.close().then(() => process.exit(0)));

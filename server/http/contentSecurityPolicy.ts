import type { Config } from '../config';
import { advertisedNetworks } from '../core/networks/advertisedNetworks';

/**
 * The Content-Security-Policy of an HTML page. Scripts run only from our origin or when their
 * exact text is one of `scriptHashes` (the page's inline scripts): no 'unsafe-inline' or
 * 'unsafe-eval', so injected markup cannot run code. The page may talk only to us, the
 * configured RPC and explorer origins, and the bridge's WebSocket.
 *
 * @example pageCsp({ scriptHashes: ["'sha256-…'"], connectSrc: connectSources(config, bridgeUrl) })
 */
export function pageCsp(input: { scriptHashes: readonly string[]; connectSrc: readonly string[] }): string {
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...input.scriptHashes]],
    // Next and the UI kit set inline style attributes; styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // https: for the icons dapps name in their WalletConnect metadata (the panel shows the peer's
    // icon, SPEC §2); an image cannot run code, and the dapp already knows this wallet's address.
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...input.connectSrc]],
    // blob: for qr-scanner, which starts its decoder as a worker from a Blob where the browser has no BarcodeDetector.
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** The CSP of the service worker script: it fetches (precaches) only from its own origin. */
export const WORKER_CSP = "default-src 'none'; connect-src 'self'; script-src 'self'";

/** The CSP of non-HTML responses (JSON, assets): they never need to load anything. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Origins the page may connect to besides its own: every RPC and explorer URL the initial info
 * advertises (`advertisedNetworks`: configured, or a live network's public RPC), and the bridge in
 * both its http(s) and ws(s) forms (the WalletConnect client upgrades to WebSocket), and the
 * WalletConnect v2 relay when v2 is configured.
 */
export function connectSources(config: Config, bridgeUrl: string): string[] {
  const urls = advertisedNetworks(config).flatMap((n) => [n.rpcUrl, n.explorerApiUrl]).filter((u): u is string => u !== null);
  const bridge = new URL(bridgeUrl);
  const bridgeWs = new URL(bridgeUrl);
  bridgeWs.protocol = bridge.protocol === 'https:' ? 'wss:' : 'ws:';
  const relay = config.walletConnectV2 ? [new URL(config.walletConnectV2.relayUrl).origin] : [];
  const origins = [...urls.map((u) => new URL(u).origin), bridge.origin, bridgeWs.origin, ...relay, ...config.customRpcOrigins];
  return [...new Set(origins)];
}

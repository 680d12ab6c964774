// zod/mini: the same schemas as zod, tree-shakable, so the client shell stays inside its size budget.
import { array, boolean, enum as zEnum, int, minLength, nullable, number, object, optional, positive, record, regex, string, url, type infer as Infer } from 'zod/mini';

/**
 * The initial-info call (SPEC §7, "before the first navigation"). Besides the app facts it carries the
 * runtime configuration, so one static build serves any deployment (ARCHITECTURE "The static app").
 */
export const INIT_INFO_PATH = '/api/public/initInfo';

export const networkConfigSchema = object({
  chainId: number().check(int(), positive()),
  /** JSON-RPC endpoint the app sends to; null when the operator configured none. */
  rpcUrl: nullable(url()),
  /** Etherscan-compatible API base, for history. */
  explorerApiUrl: nullable(url()),
});

export const currencySchema = object({
  /** ISO 4217 code, e.g. USD. */
  code: string().check(regex(/^[A-Z]{3}$/)),
  symbol: string().check(minLength(1)),
  /** Units of this currency per 1 USD, as a decimal string. */
  rate: string().check(regex(/^\d+(\.\d+)?$/)),
});

export const initInfoSchema = object({
  appName: string(),
  version: string(),
  /** ISO time on the server, so the client can judge clock skew. */
  serverTime: string(),
  networks: array(networkConfigSchema),
  /** WalletConnect v1 bridge URL (http(s)://host/bridge). */
  bridgeUrl: url(),
  /** WalletConnect v2: the relay (ws(s)://) and the operator's project id; null when the operator enabled no v2. */
  walletConnectV2: optional(nullable(object({ relayUrl: url(), projectId: string().check(minLength(1)) }))),
  /** Origins the page CSP admits for networks a user adds on the device (CUSTOM_RPC_ORIGINS); absent from older servers. */
  customRpcOrigins: optional(array(string())),
  currencies: array(currencySchema).check(minLength(1)),
  /** Where the currency rates come from: a configured feed, or the built-in labelled sample. */
  ratesSource: object({ kind: zEnum(['feed', 'sample']), asOf: string() }),
  features: record(string(), boolean()),
  /** The operator's support contact (SUPPORT_URL, SUPPORT_EMAIL); null when not configured. */
  support: object({ url: nullable(url()), email: nullable(string()) }),
});

export type NetworkConfig = Infer<typeof networkConfigSchema>;
export type Currency = Infer<typeof currencySchema>;
export type InitInfo = Infer<typeof initInfoSchema>;

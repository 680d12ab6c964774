import { z } from 'zod';

/**
 * The initial-info call (SPEC §7, "before the first navigation"). Besides the app facts it carries the
 * runtime configuration, so one static build serves any deployment (ARCHITECTURE "The static app").
 */
export const INIT_INFO_PATH = '/api/public/initInfo';

export const networkConfigSchema = z.object({
  chainId: z.number().int().positive(),
  /** JSON-RPC endpoint the app sends to; null when the operator configured none. */
  rpcUrl: z.string().url().nullable(),
  /** Etherscan-compatible API base, for history. */
  explorerApiUrl: z.string().url().nullable(),
});

export const currencySchema = z.object({
  /** ISO 4217 code, e.g. USD. */
  code: z.string().regex(/^[A-Z]{3}$/),
  symbol: z.string().min(1),
  /** Units of this currency per 1 USD, as a decimal string. */
  rate: z.string().regex(/^\d+(\.\d+)?$/),
});

export const initInfoSchema = z.object({
  appName: z.string(),
  version: z.string(),
  /** ISO time on the server, so the client can judge clock skew. */
  serverTime: z.string(),
  networks: z.array(networkConfigSchema),
  /** WalletConnect v1 bridge URL (http(s)://host/bridge). */
  bridgeUrl: z.string().url(),
  currencies: z.array(currencySchema).min(1),
  /** Where the currency rates come from: a configured feed, or the built-in labelled sample. */
  ratesSource: z.object({ kind: z.enum(['feed', 'sample']), asOf: z.string() }),
  features: z.record(z.string(), z.boolean()),
});

export type NetworkConfig = z.infer<typeof networkConfigSchema>;
export type Currency = z.infer<typeof currencySchema>;
export type InitInfo = z.infer<typeof initInfoSchema>;

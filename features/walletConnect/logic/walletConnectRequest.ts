/**
 * A JSON-RPC call request as `@walletconnect/legacy-client` hands it to the wallet
 * (`call_request` event): the dapp's request `id` is what the answer must carry.
 */
export type WalletConnectRequest = {
  id: number;
  jsonrpc?: string;
  method: string;
  params?: unknown;
};

/** What the session the request came through is bound to. */
export type RequestContext = {
  /** The active (signing) wallet's address; none when no wallet is active. */
  activeAddress: string | null | undefined;
  /** The session's chain (SPEC §3, default 1). */
  chainId: number;
};

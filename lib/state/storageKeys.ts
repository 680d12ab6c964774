/**
 * The storage slots of SPEC §3 "Local storage", named once. Secrets never go in the clear into any
 * of them: the two token slots hold ciphertext (see `tokenVault.ts`).
 */
export const STORAGE = {
  loginUserId: 'loginUserId',
  fontSize: 'fontSize',
  token: 'token',
  hdToken: 'hdToken',
  language: 'lang',
  currency: 'currency',
  colorOption: 'colorOption',
  /** The theme override: 'system' (follow the device), 'light' or 'dark'. */
  theme: 'theme',
  /** Whether home hides the balances (shows them masked). */
  hideBalance: 'hideBalance',
  marketDisplay: 'marketDisplay',
  /** The market favourites of a logged-out device, in the user's order (features/market/state/favourites.ts). */
  marketFavourites: 'marketFavourites',
  initInfo: 'initInfo',
  /** The app-lock PIN as a salted slow hash record (features/security/pin/pinHash.ts), never the PIN itself. */
  pin: 'pin',
  /** sessionStorage: the `state` of the chat-account login this tab started (login CSRF check). */
  oauthState: 'oauthState',
  /** sessionStorage: the route history that decides slide direction. */
  routeHistory: 'routeHistory',
  /**
   * HD wallets (SPEC §3: one record per wallet plus a separate list of ids). A record holds the
   * public fields and the encrypted vault only (lib/state/hdWallet/hdWalletStorage.ts); never a mnemonic,
   * private key or password in the clear.
   */
  hdWalletIds: 'hdWalletIds',
  /** Prefix of one wallet's record: `hdWallet:<id>`. */
  hdWalletRecord: 'hdWallet:',
  /** The selected HD wallet's id (SPEC §3 client state "selected HD wallet"). */
  hdSelectedWallet: 'hdSelectedWallet',
  /** Ids of wallets whose mnemonic the user chose to back up later (the home reminder). */
  hdBackupPending: 'hdBackupPending',
  /** Minutes an unlocked HD wallet stays unlocked without use. */
  hdAutoLockMinutes: 'hdAutoLockMinutes',
  /** The device-local HD address book: names and addresses, not secret. */
  hdAddressBook: 'hdAddressBook',
  /** The HD wallet's own sends, kept for the history until the explorer lists them. */
  hdSends: 'hdSends',
  /**
   * The storageId of the saved wallet-connection session (one storageId per session: the
   * WalletConnect client keeps the session object itself under `walletconnect:<handshake topic>`;
   * we write it there too while its session request waits, so a reload can still answer it).
   * A session object holds peer metadata, the account, the chain and the session's own transport
   * key, never a wallet secret (features/walletConnect/logic/savedSession.ts).
   */
  walletConnectSession: 'walletConnectSession',
  /**
   * WalletConnect v2: the topic of the session (or `pairing:<topic>` while its proposal waits), so a
   * start knows to load the v2 client. The client keeps its own records (keys of the session's
   * transport, the peer's metadata) under its `wc@2:` prefix; never a wallet secret.
   */
  walletConnectSessionV2: 'walletConnectSessionV2',
  /** Where the floating connection button rests: `{ side: 'start' | 'end', top: px | null }` (features/walletConnect/logic/buttonPlace.ts). */
  walletConnectButton: 'walletConnectButton',
  /** What dapps asked for and how it ended (method, time, outcome): no params, nothing secret. */
  walletConnectHistory: 'walletConnectHistory',
  /** Custom tokens added in /hDsearch, per chain id: contract addresses and public metadata. */
  hdCustomTokens: 'hdCustomTokens',
  /** Networks the user added in /hDnetworks: chain id, name, RPC and explorer URLs, symbol (public). */
  hdCustomNetworks: 'hdCustomNetworks',
} as const;

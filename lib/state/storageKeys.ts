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
  marketDisplay: 'marketDisplay',
  initInfo: 'initInfo',
  /** The app-lock PIN as a salted slow hash record (lib/pin/pinHash.ts), never the PIN itself. */
  pin: 'pin',
  /** sessionStorage: the `state` of the chat-account login this tab started (login CSRF check). */
  oauthState: 'oauthState',
  /** sessionStorage: the route history that decides slide direction. */
  routeHistory: 'routeHistory',
} as const;

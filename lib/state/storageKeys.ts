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
  /** sessionStorage: the route history that decides slide direction. */
  routeHistory: 'routeHistory',
} as const;

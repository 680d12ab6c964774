/**
 * The recovery phrase while a backup or view flow shows it (/backup → /mnemonicWord → /selectWords,
 * or /lookWords): in this module's memory only, never in jotai state, storage or the URL. Put here by
 * the wallet core (`createWallet`, `unlockWallet` with `revealPhrase`), read by the screens whose
 * job is to show or check the words, and forgotten when the flow ends or the page is left.
 */
let held: { walletId: string; phrase: string } | null = null;

/** Wallet core only: keeps the phrase of `walletId` for the screens that show it, replacing any other. */
export function holdPhrase(walletId: string, phrase: string): void {
  held = { walletId, phrase };
}

/**
 * The held phrase of `walletId`, or null. For the screens that show or check the words, only.
 *
 * @example const phrase = heldPhrase(flow.walletId) // 'legal winner thank year …' or null
 */
export function heldPhrase(walletId: string): string | null {
  return held && held.walletId === walletId ? held.phrase : null;
}

/** Forgets the held phrase. */
export function forgetPhrase(): void {
  held = null;
}

import type { Address, LocalAccount } from 'viem';
import { DEFAULT_AUTO_LOCK_MINUTES } from './autoLockDefault';
import { createAutoLock } from './createAutoLock';

/**
 * The keyring: the one place an unlocked HD key lives, in this module's memory only — never in
 * React or jotai state, storage, the URL or a log. It holds at most one wallet's key (consent does
 * not survive an account switch: unlocking another wallet replaces it) and hands out signers, never
 * the key. A signer looks the key up at each signature, so it fails closed (`WalletLockedError`)
 * once the keyring is locked; each signature restarts the idle time.
 *
 * Locking: after the idle time (`setKeyringAutoLock`, default 5 minutes; a hidden page's sleeping
 * timer is caught up by `checkKeyringAutoLock`), and by `lockKeyring` (the lock button, leaving the
 * page, logout, the PIN app lock coming on, removing or switching the wallet —
 * lib/state/hdWallet/hdWallet.ts wires those).
 *
 * Only the wallet core (lib/wallet/**) may call `holdKey`; the boundary test enforces it. Everyone
 * else sees the public facts (`unlockedWallet`, `subscribeKeyring`) and signs through `signerFor` /
 * `withSigner`.
 */

/** The public facts of the unlocked wallet: what jotai state and the screens may know. */
export type UnlockedWallet = { readonly walletId: string; readonly address: Address };

/** The wallet's key is not in the keyring (never unlocked, or locked since): ask for its password. */
export class WalletLockedError extends Error {
  override name = 'WalletLockedError';
  constructor(readonly walletId: string) {
    super(`Wallet ${walletId} is locked`);
  }
}

type Held = { facts: UnlockedWallet; account: LocalAccount };

let held: Held | null = null;
let idleMinutes = DEFAULT_AUTO_LOCK_MINUTES;
const listeners = new Set<() => void>();
const idle = createAutoLock(() => lockKeyring());

function notify(): void {
  // A snapshot: a listener may subscribe or unsubscribe another while they are called.
  for (const listener of Array.from(listeners)) listener();
}

/**
 * Wallet core only: keeps `account` (made from the key just decrypted or derived) as the unlocked
 * wallet `walletId`, replacing any other, and starts the idle time.
 *
 * @example holdKey(wallet.id, privateKeyToAccount(secret.privateKey))
 */
export function holdKey(walletId: string, account: LocalAccount): void {
  held = { facts: { walletId, address: account.address }, account };
  idle.arm(idleMinutes);
  notify();
}

/** The unlocked wallet's public facts, or null when locked. Does not count as a use. */
export function unlockedWallet(): UnlockedWallet | null {
  return held?.facts ?? null;
}

/**
 * Whether `walletId` is unlocked right now (a passed idle deadline locks first). A yes counts as a
 * use, as it comes right before signing: the idle time restarts.
 *
 * @example if (!isUnlocked(wallet.id)) await unlockWallet(wallet, password)
 */
export function isUnlocked(walletId: string): boolean {
  try {
    accountFor(walletId);
    return true;
  } catch (error) {
    if (error instanceof WalletLockedError) return false;
    throw error;
  }
}

/** Forgets the key now. */
export function lockKeyring(): void {
  idle.disarm();
  if (!held) return;
  held = null;
  notify();
}

/** Calls `listener` after each unlock and lock; returns the unsubscribe function. */
export function subscribeKeyring(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The idle time, in minutes, from the next use on (and at once for an unlocked wallet). */
export function setKeyringAutoLock(minutes: number): void {
  idleMinutes = minutes;
  if (held) idle.arm(minutes);
}

/** Locks now if the idle deadline passed while the page's timers slept (call when it is visible again). */
export function checkKeyringAutoLock(): void {
  idle.check();
}

/** The held account of `walletId`, counting as a use (the idle time restarts); throws when it is not unlocked now. */
function accountFor(walletId: string): LocalAccount {
  idle.check();
  if (!held || held.facts.walletId !== walletId) throw new WalletLockedError(walletId);
  idle.arm(idleMinutes);
  return held.account;
}

/**
 * A viem `LocalAccount` that signs as the unlocked wallet `walletId` — messages, raw digests,
 * transactions and EIP-712 typed data — through the keyring. It carries no key: each signature
 * takes it from the keyring at that moment, so a signer kept past a lock or a wallet switch throws
 * `WalletLockedError` instead of signing. EIP-7702 authorizations are not offered.
 *
 * @example const hash = await sendTransaction(client, { account: signerFor(wallet.id), to, value })
 * @throws {WalletLockedError} when the wallet is not unlocked now.
 */
export function signerFor(walletId: string): LocalAccount {
  const { address, publicKey } = accountFor(walletId);
  const current = (): LocalAccount => {
    const account = accountFor(walletId);
    // Another key under the same id (a replaced wallet) is not this signer's.
    if (account.address !== address) throw new WalletLockedError(walletId);
    return account;
  };
  return {
    address,
    publicKey,
    source: 'keyring',
    type: 'local',
    async sign(parameters) {
      const account = current();
      if (!account.sign) throw new Error('this account cannot sign raw digests');
      return account.sign(parameters);
    },
    // async: a locked keyring rejects the promise, never throws past a caller that only awaits.
    signMessage: async (parameters) => current().signMessage(parameters),
    signTransaction: async (transaction, options) => current().signTransaction(transaction, options),
    signTypedData: async (parameters) => current().signTypedData(parameters),
  };
}

/**
 * Runs `fn` with a signer of the unlocked wallet `walletId` (see `signerFor`).
 *
 * @example const signature = await withSigner(wallet.id, (signer) => signer.signMessage({ message: 'hello' }))
 * @throws {WalletLockedError} when the wallet is not unlocked now (or locks while `fn` signs).
 */
export async function withSigner<T>(walletId: string, fn: (signer: LocalAccount) => Promise<T> | T): Promise<T> {
  return fn(signerFor(walletId));
}

import { atom } from 'jotai';

/**
 * What the multi-step pay password screens carry from one step to the next: the first entry of a
 * new pay password, the old one, the SMS code and the phone it went to, and a confirmed new pay
 * password waiting for a Google code. In memory only, never in the URL or in storage, and cleared
 * when the flow ends, so a reload or a later visit starts over.
 */
export type PayPasswordFlow = {
  mode: 'set' | 'change' | 'reset';
  /** set: the first of the two entries (/firstSetPayPassword → /rePayPassword). */
  first?: string;
  /** change: the current pay password, already checked (/editPayPassword). */
  old?: string;
  /** reset: the account's phone the SMS code was sent to, when another may be sent, and the code. */
  phone?: string;
  resendAt?: number;
  code?: string;
  /** The new pay password, entered twice, while the user gives a Google code on /googleValid. */
  confirmed?: string;
  /** set: the screen that asked for a pay password (/send), where the flow ends instead of /securityLevel. */
  returnTo?: string;
};

export const payPasswordFlowAtom = atom<PayPasswordFlow | null>(null);

/**
 * A Google code the user entered on /googleValid for the action that sent them there, and when.
 * The action sends it along and clears it; the server checks it (each code works once).
 */
export type GoogleCodeEntry = { code: string; at: number };
export const googleCodeAtom = atom<GoogleCodeEntry | null>(null);

/** A TOTP code lives 30 s and the server accepts one step either side: older entries are asked again. */
export const GOOGLE_CODE_TTL_MS = 60_000;

/** Whether an entered code is still worth sending at `now`. */
export function isFreshGoogleCode(entry: GoogleCodeEntry | null, now: number = Date.now()): entry is GoogleCodeEntry {
  return entry !== null && now - entry.at >= 0 && now - entry.at < GOOGLE_CODE_TTL_MS;
}

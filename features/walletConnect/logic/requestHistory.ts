import { STORAGE } from '@/lib/state/storageKeys';
import type { SlotStorage } from './savedSession';

/**
 * One line of the /dappwallet history: what a dapp asked and how it ended. Kept in localStorage
 * (not secret): the method, the dapp's name and url, the time and the outcome; never the params
 * (messages, transactions), a signature or a key.
 */
export type HistoryEntry = {
  time: number;
  method: string;
  peer: string;
  url: string;
  /** approved; rejected by the user; refused by the checks (with the text the dapp got). */
  outcome: 'approved' | 'rejected' | 'refused';
  reason?: string;
};

export const HISTORY_LIMIT = 100;

/**
 * The history with `entry` first, at most 100 entries.
 *
 * @example appendHistory(readHistory(localStorage), { time: Date.now(), method: 'personal_sign', peer: 'Dapp', url, outcome: 'approved' })
 */
export function appendHistory(history: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  return [entry, ...history].slice(0, HISTORY_LIMIT);
}

/** The stored history, newest first; entries that are not well formed are dropped. */
export function readHistory(storage: SlotStorage): HistoryEntry[] {
  let value: unknown;
  try {
    value = JSON.parse(storage.getItem(STORAGE.walletConnectHistory) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.filter(isEntry).slice(0, HISTORY_LIMIT).map(({ time, method, peer, url, outcome, reason }) => ({ time, method, peer, url, outcome, ...(reason ? { reason } : {}) }));
}

export function writeHistory(storage: SlotStorage, history: readonly HistoryEntry[]): void {
  storage.setItem(STORAGE.walletConnectHistory, JSON.stringify(history));
}

function isEntry(value: unknown): value is HistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.time === 'number' &&
    typeof v.method === 'string' &&
    typeof v.peer === 'string' &&
    typeof v.url === 'string' &&
    (v.outcome === 'approved' || v.outcome === 'rejected' || v.outcome === 'refused') &&
    (v.reason === undefined || typeof v.reason === 'string')
  );
}

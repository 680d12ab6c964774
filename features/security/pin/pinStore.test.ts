/** @jest-environment node */
import { STORAGE } from '@/lib/state/storageKeys';
import { hasPin } from '@/lib/state/hasPin';
import { checkPin, clearPin, savePin } from './pinStore';

class MemoryStorage {
  private map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, String(v));
  removeItem = (k: string) => void this.map.delete(k);
  dump = () => [...this.map.entries()];
}

const storage = new MemoryStorage();
beforeAll(() => {
  (globalThis as { localStorage?: unknown }).localStorage = storage;
});

describe('pinStore', () => {
  it('turns the PIN on, checks it, and turns it off', async () => {
    expect(hasPin()).toBe(false);
    await savePin('482913');
    expect(hasPin()).toBe(true);
    await expect(checkPin('482913')).resolves.toBe(true);
    await expect(checkPin('000000')).resolves.toBe(false);
    await clearPin();
    expect(hasPin()).toBe(false);
    await expect(checkPin('482913')).resolves.toBe(false);
  });

  it('keeps no plaintext PIN anywhere in storage', async () => {
    await savePin('482913');
    const stored = storage.dump();
    expect(stored.map(([k]) => k)).toEqual([STORAGE.pin]);
    for (const [, value] of stored) expect(value).not.toContain('482913');
    await clearPin();
  });

  it('replaces the PIN on change: the old one stops working', async () => {
    await savePin('111111');
    await savePin('222222');
    await expect(checkPin('111111')).resolves.toBe(false);
    await expect(checkPin('222222')).resolves.toBe(true);
    await clearPin();
  });

  it('treats a damaged record as no PIN to check against', async () => {
    storage.setItem(STORAGE.pin, '{not json');
    await expect(checkPin('482913')).resolves.toBe(false);
    await clearPin();
  });
});

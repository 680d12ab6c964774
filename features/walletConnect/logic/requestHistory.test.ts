import { appendHistory, HISTORY_LIMIT, readHistory, writeHistory, type HistoryEntry } from './requestHistory';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
}

const entry = (time: number): HistoryEntry => ({ time, method: 'personal_sign', peer: 'Dapp', url: 'https://dapp.example', outcome: 'approved' });

describe('request history', () => {
  it('newest first, capped', () => {
    let history: HistoryEntry[] = [];
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) history = appendHistory(history, entry(i));
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history[0].time).toBe(HISTORY_LIMIT + 4);
  });

  it('round-trips through storage and drops malformed entries and extra fields', () => {
    const storage = memoryStorage();
    writeHistory(storage, [entry(2), { ...entry(1), outcome: 'refused', reason: 'JSON RPC method not supported' }]);
    expect(readHistory(storage)).toEqual([entry(2), { ...entry(1), outcome: 'refused', reason: 'JSON RPC method not supported' }]);
    storage.setItem('walletConnectHistory', JSON.stringify([{ ...entry(3), params: ['secret'] }, { time: 'x' }]));
    expect(readHistory(storage)).toEqual([entry(3)]);
    storage.setItem('walletConnectHistory', 'nope');
    expect(readHistory(storage)).toEqual([]);
  });
});

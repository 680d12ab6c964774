/** @jest-environment node */
import type { Hash } from 'viem';
import { ExplorerError, fetchExplorerHistory, parseExplorerList } from './explorerHistory';
import type { HistoryEntry } from './historyEntry';
import { localSendEntry, patchLocalSend, readLocalSends, recordLocalSend, updateLocalSend, type LocalSend } from './localSends';
import { mergeHistory } from './mergeHistory';

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const YOU = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TOKEN = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const ETH = { symbol: 'ETH', decimals: 18 };
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hash;

function memory() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('parseExplorerList', () => {
  it('reads ether and token lines with direction, status and fee', () => {
    const body = {
      status: '1',
      message: 'OK',
      result: [
        { hash: hash(1), timeStamp: '1700000000', from: ME.toLowerCase(), to: YOU.toLowerCase(), value: '1000', gasUsed: '21000', gasPrice: '2', isError: '0', txreceipt_status: '1' },
        { hash: hash(2), timeStamp: '1700000100', from: YOU, to: ME, value: '5', isError: '1' },
        { hash: hash(3), timeStamp: '1700000200', from: YOU, to: ME, value: '7000000', tokenSymbol: 'USDT', tokenDecimal: '6', contractAddress: TOKEN },
        { hash: 'nope', timeStamp: '1', from: ME, to: YOU, value: '1' },
      ],
    };
    expect(parseExplorerList(body, ME, ETH)).toEqual([
      { hash: hash(1), time: 1_700_000_000_000, from: ME, to: YOU, amount: 1000n, symbol: 'ETH', decimals: 18, fee: 42000n, status: 'success', type: 7 },
      { hash: hash(2), time: 1_700_000_100_000, from: YOU, to: ME, amount: 5n, symbol: 'ETH', decimals: 18, status: 'failed', type: 8 },
      { hash: hash(3), time: 1_700_000_200_000, from: YOU, to: ME, amount: 7_000_000n, symbol: 'USDT', decimals: 6, token: TOKEN, status: 'success', type: 8 },
    ]);
  });

  it('takes "No transactions found" as empty and anything else as an error', () => {
    expect(parseExplorerList({ status: '0', message: 'No transactions found', result: [] }, ME, ETH)).toEqual([]);
    expect(parseExplorerList({ status: '0', message: 'No transactions found', result: null }, ME, ETH)).toEqual([]);
    expect(() => parseExplorerList({ status: '0', message: 'NOTOK', result: 'Invalid API Key' }, ME, ETH)).toThrow(ExplorerError);
    expect(() => parseExplorerList('html', ME, ETH)).toThrow(ExplorerError);
  });
});

describe('fetchExplorerHistory', () => {
  it('asks txlist and tokentx on the configured URL, keeping its parameters, and prefers the token line', async () => {
    const urls: string[] = [];
    const fetchImpl = async (url: string) => {
      urls.push(url);
      const action = new URL(url).searchParams.get('action');
      const result =
        action === 'txlist'
          ? [{ hash: hash(3), timeStamp: '1700000200', from: ME, to: TOKEN, value: '0' }, { hash: hash(1), timeStamp: '1700000000', from: ME, to: YOU, value: '1' }]
          : [{ hash: hash(3), timeStamp: '1700000200', from: ME, to: YOU, value: '9', tokenSymbol: 'USDT', tokenDecimal: '6', contractAddress: TOKEN }];
      return new Response(JSON.stringify({ status: '1', message: 'OK', result }));
    };
    const entries = await fetchExplorerHistory('https://explorer.test/api?chainid=1&apikey=K', ME, ETH, fetchImpl);
    expect(entries.map((e) => [e.hash, e.symbol])).toEqual([[hash(3), 'USDT'], [hash(1), 'ETH']]);
    for (const url of urls) {
      const params = new URL(url).searchParams;
      expect(params.get('apikey')).toBe('K');
      expect(params.get('chainid')).toBe('1');
      expect(params.get('address')).toBe(ME);
      expect(params.get('module')).toBe('account');
    }
  });
});

describe('local sends', () => {
  const send = (n: number, status: LocalSend['status']): LocalSend => ({ hash: hash(n), chainId: 1, time: n * 1000, from: ME, to: YOU, amount: 10n ** 18n, symbol: 'ETH', decimals: 18, maxFee: 5n, status });

  it('round-trips through storage with bigint amounts, newest first, and updates or removes by hash', () => {
    const storage = memory();
    recordLocalSend(storage, 'sends', send(1, 'waiting'));
    recordLocalSend(storage, 'sends', send(2, 'waiting'));
    updateLocalSend(storage, 'sends', hash(1), 'success');
    expect(readLocalSends(storage, 'sends')).toEqual([send(2, 'waiting'), send(1, 'success')]);
    updateLocalSend(storage, 'sends', hash(2), null);
    expect(readLocalSends(storage, 'sends').map((s) => s.hash)).toEqual([hash(1)]);
  });

  it('keeps the link between an original and its replacement, and the dropped mark', () => {
    const storage = memory();
    recordLocalSend(storage, 'sends', send(1, 'pending'));
    recordLocalSend(storage, 'sends', { ...send(2, 'pending'), replaces: hash(1) });
    patchLocalSend(storage, 'sends', hash(1), { replacedBy: hash(2), replacement: 'cancel' });
    patchLocalSend(storage, 'sends', hash(2), { dropped: true });
    expect(readLocalSends(storage, 'sends')).toEqual([
      { ...send(2, 'pending'), replaces: hash(1), dropped: true },
      { ...send(1, 'pending'), replacedBy: hash(2), replacement: 'cancel' },
    ]);
  });

  it('merges with the explorer: the explorer wins for a hash it knows', () => {
    const remote: HistoryEntry[] = [{ hash: hash(1), time: 1000, from: ME, to: YOU, amount: 1n, symbol: 'ETH', decimals: 18, status: 'success', type: 7 }];
    const merged = mergeHistory(remote, [localSendEntry(send(1, 'pending')), localSendEntry(send(3, 'pending'))]);
    expect(merged.map((e) => [e.hash, e.status])).toEqual([[hash(3), 'pending'], [hash(1), 'success']]);
  });
});

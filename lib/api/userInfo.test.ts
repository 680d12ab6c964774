import { createStore } from 'jotai';
import { tokenAtom, userInfoAtom, type UserInfo } from '@/lib/state/session';
import { STORAGE } from '@/lib/state/storageKeys';
import { ensureUserInfo } from '@/lib/api/userInfo';

const mockGet = jest.fn();
jest.mock('./client', () => ({ api: { get: (path: string) => mockGet(path) } }));

const USER = { accid: '10000001', accountName: 'Ann' } as UserInfo;

beforeEach(() => mockGet.mockReset());

describe('ensureUserInfo', () => {
  it('asks the server once, however many screens ask at once, then answers from the stored record', async () => {
    let answer: (info: UserInfo) => void = () => undefined;
    mockGet.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const store = createStore();
    store.set(tokenAtom, 't');
    const asked = [ensureUserInfo(store), ensureUserInfo(store), ensureUserInfo(store)];
    answer(USER);
    expect(await Promise.all(asked)).toEqual([USER, USER, USER]);
    expect(await ensureUserInfo(store)).toBe(USER);
    expect(mockGet).toHaveBeenCalledTimes(1);
    expect(store.get(userInfoAtom)).toBe(USER);
    expect(localStorage.getItem(STORAGE.loginUserId)).toBe('10000001');
  });

  it('asks again after a failure, and not at all when logged out', async () => {
    const store = createStore();
    expect(await ensureUserInfo(store)).toBeNull();
    expect(mockGet).not.toHaveBeenCalled();
    store.set(tokenAtom, 't');
    mockGet.mockRejectedValueOnce(new Error('offline'));
    await expect(ensureUserInfo(store)).rejects.toThrow('offline');
    mockGet.mockResolvedValueOnce(USER);
    expect(await ensureUserInfo(store)).toBe(USER);
    expect(mockGet).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing that arrives after a logout', async () => {
    let answer: (info: UserInfo) => void = () => undefined;
    mockGet.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const store = createStore();
    store.set(tokenAtom, 't');
    const asked = ensureUserInfo(store);
    store.set(tokenAtom, null);
    answer(USER);
    await asked;
    expect(store.get(userInfoAtom)).toBeNull();
  });
});

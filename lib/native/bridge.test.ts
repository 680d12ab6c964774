import { callNative, closePinScreen, faceRecognition, isNativeShell, nativePlatform, scan, share, storeValue } from './bridge';

type W = Window & { ReactNativeWebView?: { postMessage: jest.Mock }; walletNativeReply?: (json: string) => void; walletNativePlatform?: string };
const w = window as W;

/** A fake shell that answers each request with `answer(method, params)`. */
function installHost(answer: (method: string, params: unknown) => { result?: unknown; error?: string }) {
  w.ReactNativeWebView = {
    postMessage: jest.fn((json: string) => {
      const { id, method, params } = JSON.parse(json);
      queueMicrotask(() => w.walletNativeReply?.(JSON.stringify({ id, ...answer(method, params) })));
    }),
  };
}

afterEach(() => {
  delete w.ReactNativeWebView;
  delete w.walletNativePlatform;
  localStorage.clear();
});

describe('in a browser', () => {
  it('is not a native shell and reports web', () => {
    expect(isNativeShell()).toBe(false);
    expect(nativePlatform()).toBe('web');
  });

  it('leaves scanning to the page and has no face recognition', async () => {
    await expect(scan()).resolves.toBeNull();
    await expect(faceRecognition()).resolves.toBe(false);
    await expect(closePinScreen()).resolves.toBeUndefined();
  });

  it('stores values in localStorage', async () => {
    await storeValue('k', 'v');
    expect(localStorage.getItem('k')).toBe('v');
  });

  it('shares with the Web Share API, or copies when there is none', async () => {
    const shareApi = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { share: shareApi });
    await expect(share({ text: 'hi', url: 'https://x.test/' })).resolves.toBe('shared');
    expect(shareApi).toHaveBeenCalledWith({ text: 'hi', url: 'https://x.test/' });

    Object.assign(navigator, { share: undefined, clipboard: { writeText: jest.fn().mockResolvedValue(undefined) } });
    await expect(share({ text: 'hi', url: 'https://x.test/' })).resolves.toBe('copied');
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith('hi\nhttps://x.test/');
  });

  it('reports a cancelled share', async () => {
    Object.assign(navigator, { share: jest.fn().mockRejectedValue(new DOMException('no', 'AbortError')) });
    await expect(share({ text: 'hi' })).resolves.toBe('cancelled');
  });

  it('refuses a native call without a host', async () => {
    await expect(callNative('scan')).rejects.toThrow('no host');
  });
});

describe('inside the native shell', () => {
  it('asks the host to scan and returns its text', async () => {
    installHost((method) => (method === 'scan' ? { result: 'wc:abc@1?bridge=x&key=y' } : {}));
    expect(isNativeShell()).toBe(true);
    await expect(scan()).resolves.toBe('wc:abc@1?bridge=x&key=y');
  });

  it('stores values with the host as key/value, not in localStorage', async () => {
    const seen: unknown[] = [];
    installHost((method, params) => {
      seen.push([method, params]);
      return { result: null };
    });
    await storeValue('pin', 'hash');
    expect(seen).toEqual([['setItem', { key: 'pin', value: 'hash' }]]);
    expect(localStorage.getItem('pin')).toBeNull();
  });

  it('matches replies to requests by id and turns a host error into a rejection', async () => {
    installHost((method) => (method === 'faceRecognition' ? { error: 'no face' } : { result: true }));
    await expect(faceRecognition()).rejects.toThrow('no face');
    await expect(callNative('login')).resolves.toBe(true);
  });

  it('reports the platform the shell names', () => {
    installHost(() => ({}));
    w.walletNativePlatform = 'android';
    expect(nativePlatform()).toBe('android');
  });
});

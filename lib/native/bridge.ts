/**
 * The native shell bridge (SPEC §7): when the app runs inside the product's iOS/Android shell it
 * asks the host to scan, share, store a value, recognise a face, log in or close the PIN screen;
 * in a plain browser each call uses the web platform instead, or says it is unavailable.
 *
 * Protocol with the host: the page posts `{"id":n,"method":"scan","params":{…}}` as a JSON string
 * through `window.ReactNativeWebView.postMessage` (React Native / Android) or
 * `window.webkit.messageHandlers.wallet.postMessage` (WKWebView); the host answers by calling
 * `window.walletNativeReply('{"id":n,"result":…}')` or with `"error":"text"`.
 */
export type NativeMethod = 'scan' | 'share' | 'shareNews' | 'shareRecords' | 'setItem' | 'faceRecognition' | 'login' | 'closePin';

type Poster = { postMessage(message: string): void };
type HostWindow = Window & {
  ReactNativeWebView?: Poster;
  webkit?: { messageHandlers?: { wallet?: Poster } };
  walletNativeReply?: (json: string) => void;
  walletNativePlatform?: string;
};

/** How long a native call may take before the page gives up (a scan waits for the user). */
const NATIVE_TIMEOUT_MS = 120_000;

let nextId = 1;
const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void; timer: ReturnType<typeof setTimeout> }>();

function host(): Poster | null {
  if (typeof window === 'undefined') return null;
  const w = window as HostWindow;
  return w.ReactNativeWebView ?? w.webkit?.messageHandlers?.wallet ?? null;
}

/** Whether the page runs inside the native shell. */
export function isNativeShell(): boolean {
  return host() !== null;
}

/** The platform the shell reports (`ios`, `android`), for the device-type header; `web` otherwise. */
export function nativePlatform(): string {
  const platform = typeof window === 'undefined' ? undefined : (window as HostWindow).walletNativePlatform;
  return isNativeShell() && platform ? platform : 'web';
}

function receive(json: string): void {
  let reply: { id?: unknown; result?: unknown; error?: unknown };
  try {
    reply = JSON.parse(json);
  } catch {
    console.warn('native bridge: unreadable reply');
    return;
  }
  const call = typeof reply.id === 'number' ? pending.get(reply.id) : undefined;
  if (!call) return;
  pending.delete(reply.id as number);
  clearTimeout(call.timer);
  if (reply.error !== undefined && reply.error !== null) call.reject(new Error(String(reply.error)));
  else call.resolve(reply.result);
}

/** Sends one request to the native host and waits for its answer. */
export function callNative<T>(method: NativeMethod, params: Record<string, unknown> = {}): Promise<T> {
  const poster = host();
  if (!poster) return Promise.reject(new Error(`native bridge: no host for ${method}`));
  const w = window as HostWindow;
  w.walletNativeReply ??= receive;
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error(`native bridge: ${method} timed out`));
    }, NATIVE_TIMEOUT_MS);
    pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- the native host's bridge (ReactNativeWebView or a WKWebView handler), not window.postMessage: it takes one string
    poster.postMessage(JSON.stringify({ id, method, params }));
  });
}

/** A QR scan by the shell's camera; `null` in a browser, where the page's own scanner is used. */
export async function scan(): Promise<string | null> {
  if (!isNativeShell()) return null;
  const text = await callNative<unknown>('scan');
  return typeof text === 'string' ? text : null;
}

export type ShareContent = { title?: string; text: string; url?: string };
export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

async function shareOnWeb(content: ShareContent): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(content);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  await navigator.clipboard.writeText([content.text, content.url].filter(Boolean).join('\n'));
  return 'copied';
}

function shareVia(method: 'share' | 'shareNews' | 'shareRecords') {
  return async (content: ShareContent): Promise<ShareOutcome> => {
    if (!isNativeShell()) return shareOnWeb(content);
    await callNative(method, content);
    return 'shared';
  };
}

/** Share a link or text: the shell's sheet, else the Web Share API, else the clipboard. */
export const share = shareVia('share');
/** Share a news item (SPEC §7 "share news"). */
export const shareNews = shareVia('shareNews');
/** Share a transaction record (SPEC §7 "share records"). */
export const shareRecords = shareVia('shareRecords');

/**
 * Store a value with the shell (key/value JSON, SPEC §7), or in localStorage in a browser. Never pass
 * a secret in the clear: the PIN goes through here only as its salted slow hash.
 */
export async function storeValue(key: string, value: string): Promise<void> {
  if (isNativeShell()) {
    await callNative('setItem', { key, value });
    return;
  }
  localStorage.setItem(key, value);
}

/** Face recognition by the shell; `false` in a browser, which has none. */
export async function faceRecognition(): Promise<boolean> {
  if (!isNativeShell()) return false;
  return (await callNative<unknown>('faceRecognition')) === true;
}

/** Asks the shell to run its own login; `false` in a browser (the page's login is used). */
export async function nativeLogin(): Promise<boolean> {
  if (!isNativeShell()) return false;
  await callNative('login');
  return true;
}

/** Tells the shell the PIN screen is done; nothing to do in a browser. */
export async function closePinScreen(): Promise<void> {
  if (isNativeShell()) await callNative('closePin');
}

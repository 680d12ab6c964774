import ky, { type KyInstance, type Options } from 'ky';
import { getDefaultStore } from 'jotai';
import {
  API_SUCCESS,
  HEADER_DEVICE,
  HEADER_HD_TOKEN,
  HEADER_TOKEN,
  LOGIN_EXPIRED,
  WTCENTER_SUCCESS,
  type Envelope,
} from '@/lib/contract/envelope';
import { hdTokenAtom, tokenAtom } from '@/lib/state/session';
import { saveToken } from '@/lib/state/tokens';
import { nativePlatform } from '@/lib/native/bridge';
import { leaveWithoutLoginRedirect } from '@/lib/state/leavingPages';
import { emitApiEvent, type ApiEvent } from './events';
import { isShownInline } from './shownInline';

/** SPEC §7: 15 s timeout. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** Requests whose path contains one of these show the loading indicator (SPEC §7). */
const LOADING_MARKERS = ['userInfo', 'list', 'check', 'transactions', 'info', 'wallet/getBalance', 'wallet/getTokenBalance'];

export function showsLoading(path: string): boolean {
  return LOADING_MARKERS.some((m) => path.includes(m));
}

/**
 * A rejected call: the envelope's code (or 0 for a network failure), its message, and the message
 * key and params when the server gave them (e.g. `{ attemptsLeft }`, `{ minutes }`), so a screen can
 * show the state in place (then `markShownInline` spares it the toast).
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly key?: string,
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Family = { prefix: '/api' | '/wtcenter'; success: number };
const API: Family = { prefix: '/api', success: API_SUCCESS };
const WTCENTER: Family = { prefix: '/wtcenter', success: WTCENTER_SUCCESS };

/** Empty in the browser (same origin). A native shell loading the app from files, or a test, sets the host. */
let apiBase = '';
export function setApiBase(origin: string): void {
  apiBase = origin.replace(/\/$/, '');
}


const http: KyInstance = ky.create({
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  throwHttpErrors: false,
  hooks: {
    beforeRequest: [
      (request) => {
        const store = getDefaultStore();
        const token = store.get(tokenAtom);
        const hdToken = store.get(hdTokenAtom);
        if (token) request.headers.set(HEADER_TOKEN, token);
        if (hdToken) request.headers.set(HEADER_HD_TOKEN, hdToken);
        // `web`, or the platform the native shell reports.
        request.headers.set(HEADER_DEVICE, nativePlatform());
      },
    ],
  },
});

/**
 * The page a 10001 sends the user to (SPEC §8): `/relogin`, back to the current page after login, or
 * `/` when the user-info call itself expired.
 */
function expiredTarget(path: string): string {
  if (path.includes('/user/profile/userInfo')) return '/';
  if (typeof window === 'undefined') return '/relogin';
  const here = window.location.pathname + window.location.search;
  return here.startsWith('/relogin') ? '/relogin' : `/relogin?redirect=${encodeURIComponent(here)}`;
}

/**
 * Toasts a failure unless the caller shows it in place: the caller's `catch` runs in the
 * microtasks that follow the rejection, so the toast waits one task for it to `markShownInline`.
 */
function toastUnlessShownInline(error: ApiError, event: ApiEvent): void {
  setTimeout(() => {
    if (!isShownInline(error)) emitApiEvent(event);
  }, 0);
}

async function call<T>(family: Family, path: string, options: Options): Promise<T> {
  const url = `${apiBase}${family.prefix}${path}`;
  const loading = showsLoading(url);
  if (loading) emitApiEvent({ type: 'loading', delta: 1 });
  try {
    let body: Partial<Envelope<T>> & { key?: string; params?: Record<string, string | number> };
    try {
      const response = await http(url, options);
      body = (await response.json()) as typeof body;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failure = new ApiError(0, message, 'errors.network');
      toastUnlessShownInline(failure, { type: 'toast', message, key: 'errors.network' });
      throw failure;
    }
    if (body.code === family.success) return body.data as T;
    const code = typeof body.code === 'number' ? body.code : -1;
    if (code === LOGIN_EXPIRED) {
      // This navigation, not the login guard's, decides where the user goes.
      if (typeof window !== 'undefined') leaveWithoutLoginRedirect(window.location.pathname);
      await saveToken('token', null);
      emitApiEvent({ type: 'toast', message: body.msg ?? '', key: 'errors.auth.loginExpired' });
      emitApiEvent({ type: 'navigate', to: expiredTarget(url) });
      throw new ApiError(code, body.msg ?? '', 'errors.auth.loginExpired');
    }
    const failure = new ApiError(code, body.msg ?? '', body.key, body.params);
    toastUnlessShownInline(failure, { type: 'toast', message: body.msg ?? '', key: body.key, params: body.params });
    throw failure;
  } finally {
    if (loading) emitApiEvent({ type: 'loading', delta: -1 });
  }
}

/** The `/api` family (success code 1). `path` starts after `/api`. */
export const api = {
  get: <T,>(path: string, searchParams?: Record<string, string | number>) => call<T>(API, path, { method: 'get', searchParams }),
  post: <T,>(path: string, json?: unknown) => call<T>(API, path, { method: 'post', json: json ?? {} }),
  /** A multipart upload (a `FormData` body; the browser sets its boundary): KYC documents. */
  upload: <T,>(path: string, searchParams: Record<string, string>, body: FormData) => call<T>(API, path, { method: 'post', searchParams, body, timeout: 120_000 }),
  /** A whole-resource replace (the market favourites). */
  put: <T,>(path: string, json: unknown) => call<T>(API, path, { method: 'put', json }),
};

/** The `/wtcenter` family (success code 0). */
export const wtcenter = {
  get: <T,>(path: string, searchParams?: Record<string, string | number>) => call<T>(WTCENTER, path, { method: 'get', searchParams }),
  post: <T,>(path: string, json?: unknown) => call<T>(WTCENTER, path, { method: 'post', json: json ?? {} }),
};

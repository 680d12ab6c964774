import { API_SUCCESS, WTCENTER_SUCCESS, type Envelope } from '../../lib/contract/envelope';

/** The two API families of SPEC §7; anything else is a page or an asset. */
export type ApiFamily = 'api' | 'wtcenter';

/** Which API family a request URL belongs to, or null for pages and assets. */
export function apiFamilyOf(url: string): ApiFamily | null {
  if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) return 'api';
  if (url === '/wtcenter' || url.startsWith('/wtcenter/') || url.startsWith('/wtcenter?')) return 'wtcenter';
  return null;
}

/** `/api` succeeds with code 1, `/wtcenter` with code 0 (SPEC §7). */
export function successEnvelope<T>(family: ApiFamily, data: T): Envelope<T> {
  return { code: family === 'wtcenter' ? WTCENTER_SUCCESS : API_SUCCESS, msg: 'ok', data };
}

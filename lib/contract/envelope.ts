/**
 * The JSON envelope every API response uses (SPEC §7): `{ code, msg, data }`.
 * `/api/*` succeeds with code 1, `/wtcenter/*` with code 0. Code 10001 means the login expired.
 */
export type Envelope<T> = { code: number; msg: string; data: T };

export const API_SUCCESS = 1;
export const WTCENTER_SUCCESS = 0;
export const LOGIN_EXPIRED = 10001;
/** Generic failure codes the server uses; the `msg` carries the human text. */
export const BAD_REQUEST = 400;
export const NOT_FOUND = 404;
export const SERVER_ERROR = 500;

/** Header names the client sends on every request (SPEC §7). */
export const HEADER_TOKEN = 'x-token';
export const HEADER_HD_TOKEN = 'x-hd-token';
export const HEADER_DEVICE = 'x-device-type';
export const HEADER_LOCALE = 'accept-language';

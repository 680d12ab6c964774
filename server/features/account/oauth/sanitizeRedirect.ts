const BASE = 'http://same-origin.invalid';

/**
 * Where the app may go after a chat-account login: a path on our own origin only ("/send?x=1"),
 * never another site ("//evil.com", "/\\evil.com", "https://…"), so the login cannot be used as
 * an open redirect. Anything else becomes null (the app's default page).
 *
 * @example sanitizeRedirect('/coinPurse?coin=ETH') // '/coinPurse?coin=ETH'
 */
export function sanitizeRedirect(value: string | undefined | null): string | null {
  // oxlint-disable-next-line no-control-regex -- refusing control characters (and backslashes) is the point
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

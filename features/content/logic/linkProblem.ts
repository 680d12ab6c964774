import { URL_MAX } from '../contract/contentRules';

export type LinkOptions = {
  /** `http:` to localhost / 127.0.0.1 / [::1] as well: only for tests (the command's --allow-local-http). */
  allowLocalHttp?: boolean;
};

const IN_APP_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~/?=&%#+,:@]*$/;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why a link in operator content is refused, or null when it is fine: an `https:` URL (no
 * credentials in it), an in-app path (`/faxiantype?type=defi`), or `http:` to this machine when
 * `allowLocalHttp`. Everything else (`javascript:`, `data:`, `//host`, `http:` elsewhere, relative
 * paths) is refused, so no link in content can run script or leave the app unannounced.
 *
 * @example linkProblem('javascript:alert(1)') // 'must be an https: URL or an in-app path starting with /'
 */
export function linkProblem(link: string, options: LinkOptions = {}): string | null {
  if (link.length === 0) return 'must not be empty';
  if (link.length > URL_MAX) return `must be at most ${URL_MAX} characters`;
  if (link.startsWith('/')) return IN_APP_PATH.test(link) ? null : 'must be an in-app path such as /zixun (no // and no spaces)';
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return 'must be an https: URL or an in-app path starting with /';
  }
  if (url.username || url.password) return 'must not carry a user name or password';
  if (url.protocol === 'https:') return /\s/.test(link) ? 'must not contain spaces' : null;
  if (url.protocol === 'http:' && options.allowLocalHttp && LOCAL_HOSTS.has(url.hostname)) return null;
  return 'must be an https: URL or an in-app path starting with /';
}

/** Whether a link (already accepted by linkProblem) leaves the app: then it opens in a new tab. */
export function isExternalLink(link: string): boolean {
  return !link.startsWith('/');
}

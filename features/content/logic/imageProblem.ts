import { linkProblem, type LinkOptions } from './linkProblem';

const IMAGE_PATH = /\.(png|jpe?g|webp|svg)$/i;

/**
 * Why an image reference in operator content is refused, or null: an `https:` URL (the page CSP's
 * `img-src` admits https:, server/http/contentSecurityPolicy.ts; answers carry no referrer), or a
 * path of a picture the app itself ships (`/coin-icons/UNI.svg`, `/content/sample-banner-news.svg`).
 * `data:` and `javascript:` URLs and in-app pages are refused.
 *
 * @example imageProblem('data:image/png;base64,AAAA') // 'must be an https: URL or an in-app path starting with /'
 */
export function imageProblem(src: string, options: LinkOptions = {}): string | null {
  const problem = linkProblem(src, options);
  if (problem) return problem;
  if (src.startsWith('/') && !IMAGE_PATH.test(src.split(/[?#]/)[0])) return 'an in-app image path must end in .png, .jpg, .webp or .svg';
  return null;
}

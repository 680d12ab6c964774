import { isNativeShell, share, shareNews } from '@/lib/native/bridge';
import { copyText } from './copyText';

/**
 * Shares a link: inside the app shell through its share bridge (SPEC §7: "share news" for an article,
 * "share" for anything else), else the Web Share API, else the link copied with the kit's toast.
 * A cancelled share sheet is not an error.
 *
 * @example await shareLink({ title: article.title, url: location.href }, 'news')
 */
export async function shareLink(
  content: { title: string; text?: string; url: string },
  kind: 'link' | 'news' = 'link',
): Promise<'shared' | 'copied' | 'cancelled' | 'failed'> {
  if (isNativeShell()) {
    await (kind === 'news' ? shareNews : share)({ title: content.title, text: content.text ?? content.title, url: content.url });
    return 'shared';
  }
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: content.title, text: content.text, url: content.url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Not allowed here (no user activation, an insecure page): fall back to copying.
    }
  }
  return (await copyText(content.url)) ? 'copied' : 'failed';
}

import { copyText } from '@/components/kit/copyText';
import { isNativeShell, shareNews } from '@/lib/native/bridge';

/**
 * Shares an article: the native shell's "share news" inside the app shell (SPEC §7), else the Web
 * Share API, else the link copied with the kit's toast. A cancelled share sheet is not an error.
 *
 * @example await shareArticle({ title: article.title, url: location.href })
 */
export async function shareArticle(content: { title: string; text?: string; url: string }): Promise<'shared' | 'copied' | 'cancelled' | 'failed'> {
  if (isNativeShell()) {
    await shareNews({ title: content.title, text: content.text ?? content.title, url: content.url });
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

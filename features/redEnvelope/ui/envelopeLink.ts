/**
 * The address of a red envelope's claim screen on this app's own origin (what the share link,
 * the copy and the QR code carry).
 *
 * @example envelopeLink('abc…') // 'https://wallet.example/redEnvelopeDetail?link=abc…'
 */
export function envelopeLink(linkId: string): string {
  return `${window.location.origin}/redEnvelopeDetail?link=${encodeURIComponent(linkId)}`;
}

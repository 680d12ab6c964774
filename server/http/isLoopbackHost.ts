/**
 * 127.0.0.0/8, ::1 and localhost: addresses that never leave this machine.
 *
 * @example isLoopbackHost(new URL(issuer).hostname)
 */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || hostname === '::1' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

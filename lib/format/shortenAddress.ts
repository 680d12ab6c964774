const ELLIPSIS = '…';

/**
 * Shortens an address with an ellipsis, keeping `keep` characters at each end — by default a third
 * of the length (SPEC §9), so a 42-character address keeps 14 + 14. A string that would not get
 * shorter is returned unchanged.
 *
 * @example shortenAddress('0x52908400098527886E0F7030069857D2E4169EE7') // '0x529084000985…9857D2E4169EE7'
 * @example shortenAddress(address, { keep: 6 }) // '0x5290…169EE7'
 * @throws {RangeError} when `keep` is not a positive integer.
 */
export function shortenAddress(address: string, options: { keep?: number } = {}): string {
  const keep = options.keep ?? Math.floor(address.length / 3);
  if (options.keep !== undefined && (!Number.isInteger(keep) || keep < 1)) throw new RangeError(`Invalid keep: ${keep}`);
  if (keep < 1 || keep * 2 + ELLIPSIS.length >= address.length) return address;
  return `${address.slice(0, keep)}${ELLIPSIS}${address.slice(-keep)}`;
}

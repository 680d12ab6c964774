/**
 * A small seeded PRNG (mulberry32) keyed by a string, so the sample's walks are the same on every
 * run and machine.
 *
 * @example const next = seededRandom('BTC:1h'); next() // a number in [0, 1)
 */
export function seededRandom(key: string): () => number {
  // FNV-1a of the key as the seed.
  let t = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) t = Math.imul(t ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
}

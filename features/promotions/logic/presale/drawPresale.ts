import { sha256 } from '@noble/hashes/sha2';
import { hexToBytes } from '@noble/hashes/utils';

export type PresaleDrawInput = {
  /** The round's number: part of every ticket's message, so one seed gives unrelated orders in two rounds. */
  roundId: string;
  /** The round's seed, 64 hex digits (published after the draw). */
  seed: string;
  /** The lot in USDT base units: a subscriber's commitment is `lots × lot`. */
  lot: bigint;
  /** The tokens one lot buys, in token base units (lotTokensOf). */
  lotTokens: bigint;
  /** The tokens the round sells, in token base units: floor(allocation / lotTokens) lots can win. */
  allocation: bigint;
  /** USDT base units per whole token, and the token's decimals: what a winning lot costs. */
  price: bigint;
  tokenDecimals: number;
  /** The published list: anonymised id and commitment in USDT base units. */
  subscriptions: readonly { id: string; committed: bigint }[];
};

export type PresaleDrawLine = { id: string; committed: bigint; lots: number; wonLots: number; tokens: bigint; cost: bigint; refund: bigint };

/**
 * The pre-sale draw, the same on the server (which settles by it) and in the browser (which
 * re-computes it from the published seed and list, to check the server): a pure function.
 *
 * Each lot a subscriber committed is one ticket, named `<roundId>:<id>:<n>` (n = 1…lots). A ticket's
 * score is HMAC-SHA256 keyed with the seed's 32 bytes over that name; tickets are ordered by score
 * (the first 13 hex digits, ties — never seen in practice — by id then n), and the first
 * floor(allocation / lotTokens) tickets win. When fewer tickets than that were committed, every
 * ticket wins. A winner receives lotTokens per winning lot and pays for them at the price (rounded
 * up to the USDT base unit, never above the lots' USDT); the rest of the commitment comes back.
 * The seed was drawn before any subscription and only its hash was public, so no one — the
 * platform included, after the hash — can steer which tickets win.
 *
 * @example drawPresale({ roundId: '1', seed, lot: 10_000_000n, lotTokens: 400_000_000n, allocation: 800_000_000n, price: 2_500_000n, tokenDecimals: 8, subscriptions })
 */
export function drawPresale(input: PresaleDrawInput): PresaleDrawLine[] {
  const { lot, lotTokens, price } = input;
  const score = ticketScorer(hexToBytes(input.seed));
  const winning = lotTokens > 0n ? Number(input.allocation / lotTokens) : 0;
  const lines = input.subscriptions.map((s) => ({ id: s.id, committed: s.committed, lots: Number(s.committed / lot), wonLots: 0 }));
  const total = lines.reduce((n, l) => n + l.lots, 0);
  if (total <= winning) {
    for (const line of lines) line.wonLots = line.lots;
  } else {
    // Scores in one flat array: 10,000 subscribers of 100 lots are a million tickets.
    const scores = new Float64Array(total);
    const owner = new Int32Array(total);
    let t = 0;
    lines.forEach((line, i) => {
      for (let n = 1; n <= line.lots; n++, t++) {
        scores[t] = score(`${input.roundId}:${line.id}:${n}`);
        owner[t] = i;
      }
    });
    // The winning-th smallest score is the cut: every ticket below it wins; tickets at the cut
    // (a tie of 52 bits) share the places left in the order of id, then n.
    const cut = scores.slice().sort()[winning - 1];
    const atCut: { line: number; n: number }[] = [];
    let won = 0;
    const serial = new Int32Array(lines.length);
    for (let k = 0; k < total; k++) {
      const n = ++serial[owner[k]];
      if (scores[k] < cut) {
        lines[owner[k]].wonLots++;
        won++;
      } else if (scores[k] === cut) atCut.push({ line: owner[k], n });
    }
    atCut.sort((x, y) => (lines[x.line].id < lines[y.line].id ? -1 : lines[x.line].id > lines[y.line].id ? 1 : x.n - y.n));
    for (const ticket of atCut.slice(0, winning - won)) lines[ticket.line].wonLots++;
  }
  const scale = 10n ** BigInt(input.tokenDecimals);
  return lines.map((line) => {
    const tokens = BigInt(line.wonLots) * lotTokens;
    const cost = (tokens * price + scale - 1n) / scale;
    return { ...line, tokens, cost, refund: line.committed - cost };
  });
}


/**
 * HMAC-SHA256 keyed with `key` (RFC 2104, 64-byte SHA-256 blocks), of a ticket's name, as the number
 * its first 13 hex digits (52 bits) make: exact in a double. The key's inner and outer blocks are
 * hashed once and their states copied per ticket, which is what makes a million tickets take
 * seconds rather than tens of seconds.
 */
function ticketScorer(key: Uint8Array): (name: string) => number {
  const block = new Uint8Array(64);
  block.set(key.length > 64 ? sha256(key) : key);
  const innerStart = sha256.create().update(block.map((b) => b ^ 0x36));
  const outerStart = sha256.create().update(block.map((b) => b ^ 0x5c));
  let inner = sha256.create();
  let outer = sha256.create();
  return (name) => {
    inner = innerStart._cloneInto(inner);
    outer = outerStart._cloneInto(outer);
    const mac = outer.update(inner.update(ascii(name)).digest()).digest();
    return mac[0] * 2 ** 44 + mac[1] * 2 ** 36 + mac[2] * 2 ** 28 + mac[3] * 2 ** 20 + mac[4] * 2 ** 12 + mac[5] * 2 ** 4 + (mac[6] >> 4);
  };
}

/** A ticket's name as bytes: digits, hex and colons only, so ASCII (no TextEncoder, which not every test runtime has). */
const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

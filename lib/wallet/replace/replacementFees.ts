import type { FeeParameters } from '../send/estimateTransfer';

/** The bump geth and anvil require of a replacement (txpool.pricebump): 10 % on every fee field. */
export const NODE_PRICE_BUMP_PERCENT = 10n;
/** What the wallet bumps an EIP-1559 transaction by: above the node's 10 %, so rounding never lands on the edge. */
export const EIP1559_BUMP_PERMILLE = 1125n;
/** What the wallet bumps a legacy (type 0) gas price by. */
export const LEGACY_BUMP_PERMILLE = 1100n;

/** `value` × `permille` / 1000, rounded up, and always at least one wei above `value`. */
function bump(value: bigint, permille: bigint): bigint {
  const raised = (value * permille + 999n) / 1000n;
  return raised > value ? raised : value + 1n;
}

const max = (a: bigint, b: bigint) => (a > b ? a : b);

/**
 * The fees of a replacement (speed up or cancel) of a pending transaction signed with `original`:
 * EIP-1559 fees +12.5 % on both the max fee and the priority fee, legacy gas price +10 % (rounded
 * up, at least +1 wei), or the network's current fees where they are higher. A legacy original is
 * replaced by a legacy transaction: its gas price is both its fee cap and its tip.
 *
 * @example replacementFees({ type: 'eip1559', maxFeePerGas: 40n, maxPriorityFeePerGas: 2n }, network) // { maxFeePerGas: 45n, maxPriorityFeePerGas: 3n, … }
 */
export function replacementFees(original: FeeParameters, network: FeeParameters | null): FeeParameters {
  if (original.type === 'legacy') {
    const current = network ? (network.type === 'legacy' ? network.gasPrice : network.maxFeePerGas) : 0n;
    return { type: 'legacy', gasPrice: max(bump(original.gasPrice, LEGACY_BUMP_PERMILLE), current) };
  }
  const currentTip = network?.type === 'eip1559' ? network.maxPriorityFeePerGas : 0n;
  const currentCap = network ? (network.type === 'eip1559' ? network.maxFeePerGas : network.gasPrice) : 0n;
  const maxPriorityFeePerGas = max(bump(original.maxPriorityFeePerGas, EIP1559_BUMP_PERMILLE), currentTip);
  // The tip can never be over the cap (the node refuses it).
  const maxFeePerGas = max(max(bump(original.maxFeePerGas, EIP1559_BUMP_PERMILLE), currentCap), maxPriorityFeePerGas);
  return { type: 'eip1559', maxFeePerGas, maxPriorityFeePerGas };
}

/**
 * The node's replacement rule (geth's legacypool `list.Add`, which anvil follows): every fee field
 * strictly above the old one and at least old × 110 / 100 rounded down. A replacement that fails it
 * is refused with "replacement transaction underpriced".
 *
 * @example acceptsReplacement({ type: 'legacy', gasPrice: 9n }, { type: 'legacy', gasPrice: 9n }) // false: 9 × 1.1 rounds down to 9
 */
export function acceptsReplacement(old: FeeParameters, next: FeeParameters): boolean {
  const fields = (fees: FeeParameters): [bigint, bigint] => (fees.type === 'legacy' ? [fees.gasPrice, fees.gasPrice] : [fees.maxFeePerGas, fees.maxPriorityFeePerGas]);
  const [oldCap, oldTip] = fields(old);
  const [cap, tip] = fields(next);
  const threshold = (value: bigint) => (value * (100n + NODE_PRICE_BUMP_PERCENT)) / 100n;
  return cap > oldCap && tip > oldTip && cap >= threshold(oldCap) && tip >= threshold(oldTip);
}

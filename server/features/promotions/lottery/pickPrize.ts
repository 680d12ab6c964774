/**
 * Which prize a roll picks: `roll` is uniform over [0, sum of weights), drawn by the caller from
 * node:crypto (randomInt); the prizes are laid end to end in table order, each as wide as its
 * weight, and the one the roll falls in is picked. Pure, so the probabilities are tested by
 * simulation (pickPrize.test.ts) and a draw is the roll plus this. Availability (stock, off) is
 * not its business: drawLottery.ts turns an unavailable pick into nothing, so that prize's chance
 * passes to nothing and every other prize keeps its own.
 *
 * @throws RangeError when the roll is outside the weights (a caller's bug).
 * @example pickPrize([500, 9500], 499) // 0
 * @example pickPrize([500, 9500], 500) // 1
 */
export function pickPrize(weights: readonly number[], roll: number): number {
  let edge = 0;
  for (let i = 0; i < weights.length; i++) {
    edge += weights[i];
    if (roll < edge) return i;
  }
  throw new RangeError(`roll ${roll} is outside the weights (sum ${edge})`);
}

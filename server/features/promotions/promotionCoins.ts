/** The symbols of the coins the platform issued, by role (ensurePromotionCoins.ts issues them). */
export type PromotionCoins = { token: string; second: string; points: string };

/**
 * USD prices of coins, behind one interface so the routes do not care where they come from: the
 * market data's store (market/createMarket.ts: its configured sources, PRICE_FEED_URL among them,
 * or its labelled sample at samplePrices.ts), or a test's own (samplePriceSource.ts). Prices are
 * exact decimal strings, never floats.
 */
export type PriceSnapshot = {
  source: 'feed' | 'sample';
  /** When the prices were taken; null when a feed has not answered yet (no prices then). */
  asOf: Date | null;
  /** The feed is overdue (3 missed refreshes): prices are the last known. Never true for the sample. */
  stale: boolean;
  /** Symbol → USD per coin. A coin without a price is absent. */
  usd: ReadonlyMap<string, string>;
  /**
   * Symbol → USD per coin 24 hours before `asOf`, where the source says (an exchange's 24-hour
   * ticker, the sample's day-before prices); absent or empty when it does not.
   */
  open24h?: ReadonlyMap<string, string>;
};

export type PriceSource = {
  /** The cached snapshot; cheap, never waits for the network. */
  snapshot(): PriceSnapshot;
  /** Stops any timer and waits for a refresh in flight. */
  stop(): Promise<void>;
};

-- A lottery draw writes the user's wallet records (features/promotions/contract/promotionsRecordKinds.ts):
-- the points it cost and the prize it won.
INSERT INTO record_kinds (kind, description) VALUES
  ('lotteryDraw',  'The activated points a lottery draw cost (type 3, out, to "lottery")'),
  ('lotteryPrize', 'A lottery prize won (type 3, in, from "lottery")');

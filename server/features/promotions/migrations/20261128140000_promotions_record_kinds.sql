-- The platform token's purchases are records of their own kinds (features/promotions/contract/promotionsRecordKinds.ts),
-- no longer `swap`: the record list names them from the promotions feature's messages (recordTitles.<kind>).
INSERT INTO record_kinds (kind, description) VALUES
  ('tokenPurchase',    'The platform token bought with USDT at its price (type 13)'),
  ('discountPurchase', 'The platform token bought at the discounted price (type 14)');

UPDATE wallet_records SET kind = 'tokenPurchase' WHERE kind = 'swap' AND type = 13;
UPDATE wallet_records SET kind = 'discountPurchase' WHERE kind = 'swap' AND type = 14;

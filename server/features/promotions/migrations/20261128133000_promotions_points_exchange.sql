-- Promotions: the points exchanges (SPEC §9). Activated points into the platform token (10 points
-- for 1 token, in whole lots of 10) and the platform token into the second token (1 for 1). Each
-- exchange is one journal entry: what the user gives goes back to the platform treasury (its issuer),
-- what they receive comes from it; two wallet records of type 3 (swap).

INSERT INTO ledger_entry_kinds (kind, description) VALUES
  ('promotions_points_exchange', 'A user exchanges activated points for the platform token: the points back to the platform treasury, the token from it'),
  ('promotions_token_exchange',  'A user exchanges the platform token for the second token 1:1: the token back to the platform treasury, the second token from it');

INSERT INTO record_kinds (kind, description) VALUES
  ('pointsExchange', 'Activated points exchanged for the platform token (type 3: points out, the token in)'),
  ('tokenExchange',  'The platform token exchanged for the second token (type 3: the token out, the second token in)');

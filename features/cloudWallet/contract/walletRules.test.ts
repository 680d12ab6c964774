import { DB_ID_MAX, isDbId } from './walletRules';

describe('isDbId', () => {
  it('takes decimal ids from 1 to the largest int8', () => {
    for (const id of ['1', '42', '999999999999999999', '1000000000000000000', DB_ID_MAX]) expect(isDbId(id)).toBe(true);
  });

  it('refuses what PostgreSQL int8 cannot hold or an id never looks like', () => {
    for (const id of ['9223372036854775808', '9999999999999999999', '10000000000000000000', '0', '01', '-1', '1.0', '1e3', ' 1', '']) {
      expect(isDbId(id)).toBe(false);
    }
  });
});

import { checkExchange } from './checkExchange';

describe('checkExchange', () => {
  it('reads points as 10 for 1 token, in whole lots of 10, within the points held', () => {
    expect(checkExchange('points', 30n, 50n)).toEqual({ get: 300_000_000n, problem: null });
    expect(checkExchange('points', 50n, 50n)).toEqual({ get: 500_000_000n, problem: null });
    expect(checkExchange('points', 0n, 50n).problem).toBe('zero');
    expect(checkExchange('points', 15n, 50n).problem).toBe('notLot');
    expect(checkExchange('points', 9n, 50n).problem).toBe('notLot');
    expect(checkExchange('points', 60n, 50n).problem).toBe('overPoints');
  });

  it('reads the token 1 for 1 into the second token, within the balance', () => {
    expect(checkExchange('token', 150_000_000n, 150_000_000n)).toEqual({ get: 150_000_000n, problem: null });
    expect(checkExchange('token', 150_000_001n, 150_000_000n).problem).toBe('overBalance');
    expect(checkExchange('token', 0n, 1n).problem).toBe('zero');
  });
});

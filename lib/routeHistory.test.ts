import { advanceRouteHistory, ROUTE_HISTORY_LIMIT } from './routeHistory';

describe('advanceRouteHistory', () => {
  it('goes forward to a new path', () => {
    expect(advanceRouteHistory(['/a'], '/b')).toEqual({ history: ['/a', '/b'], direction: 'forward' });
  });

  it('goes back to the previous path and pops the current one', () => {
    expect(advanceRouteHistory(['/a', '/b', '/c'], '/b')).toEqual({ history: ['/a', '/b'], direction: 'back' });
  });

  it('treats the same path (a reload) as no move', () => {
    expect(advanceRouteHistory(['/a', '/b'], '/b')).toEqual({ history: ['/a', '/b'], direction: 'none' });
  });

  it('starts from an empty history', () => {
    expect(advanceRouteHistory([], '/a')).toEqual({ history: ['/a'], direction: 'forward' });
  });

  it('trims beyond 100 entries, dropping the oldest', () => {
    const full = Array.from({ length: ROUTE_HISTORY_LIMIT }, (_, i) => `/p${i}`);
    const { history } = advanceRouteHistory(full, '/new');
    expect(history).toHaveLength(100);
    expect(history[0]).toBe('/p1');
    expect(history[99]).toBe('/new');
  });
});

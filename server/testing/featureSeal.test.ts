// The seal between the API host's features (server/features/<name>/): a feature depends on the core
// and the infrastructure, never on another feature at run time. scripts/server-boundaries.mjs counts
// the crossings. None are left (the KYC level and the qualified-investor gate that wealth reads are a core
// service, server/core/investors): a new one fails here; take the shared piece into server/core instead.
import { spawnSync } from 'node:child_process';

const MAX_CROSSINGS = 0;

describe('server features are sealed', () => {
  it(`imports another feature at run time at most ${MAX_CROSSINGS} times, in no loop`, () => {
    const run = spawnSync(process.execPath, ['scripts/server-boundaries.mjs', '--max', String(MAX_CROSSINGS)], { encoding: 'utf8' });
    const summary = /run-time imports: (\d+) .*loops: (\d+)/.exec(run.stdout);
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(summary).not.toBeNull();
    expect(Number(summary![1])).toBeLessThanOrEqual(MAX_CROSSINGS);
    expect(Number(summary![2])).toBe(0);
  });
});

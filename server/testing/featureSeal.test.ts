// The seal between the API host's features (server/features/<name>/): a feature depends on the core
// and the infrastructure, never on another feature at run time. scripts/server-boundaries.mjs counts
// the crossings; the two left are the wealth buy's qualified-investor gate and product detail reading
// the KYC level (kyc), which a core service has yet to take over: the count may only go down.
import { spawnSync } from 'node:child_process';

const MAX_CROSSINGS = 2;

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

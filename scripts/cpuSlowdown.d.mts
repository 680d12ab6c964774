/** Lighthouse's CPU slowdown calibrated to a host's benchmark; null below 150 (see cpuSlowdown.mjs). */
export function cpuSlowdownFor(benchmarkIndex: number): number | null;

/**
 * Lighthouse's CPU slowdown for the host it runs on, so that its simulated phone is the same phone
 * whatever the machine. Lighthouse's default, 4×, assumes a host whose CPU benchmark (its
 * `BenchmarkIndex`, "CPU/Memory Power" in a report) is about 1,530; on a host half as fast, 4× makes a
 * phone half as fast as the one it stands for. Lighthouse's throttling guide (docs/throttling.md,
 * "Calibrating the CPU slowdown") says to calibrate on such hosts and links a calculator built from
 * its measurements: 1× at a benchmark of 150, 2× at 800, 3× at 1,300, one more for every further 233
 * (4× at 1,533). This follows the same points, with straight lines between them.
 *
 * @param {number} benchmarkIndex the benchmark Lighthouse measured on this host during the run
 * @returns {number | null} the slowdown, or null below 150: too slow a host to stand for the phone
 * @example cpuSlowdownFor(1533) // ≈ 4
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < CALIBRATION[0][0]) return null;
  for (let i = 1; i < CALIBRATION.length; i++) {
    const [b0, m0] = CALIBRATION[i - 1];
    const [b1, m1] = CALIBRATION[i];
    if (benchmarkIndex < b1) return m0 + ((benchmarkIndex - b0) * (m1 - m0)) / (b1 - b0);
  }
  const [last, multiplier] = CALIBRATION.at(-1);
  return multiplier + (benchmarkIndex - last) / BENCHMARK_PER_STEP_ABOVE;
}

/** The calculator's points: [benchmark, slowdown]. */
const CALIBRATION = [
  [150, 1],
  [800, 2],
  [1300, 3],
];
/** Above the last point, one more × for each 233 of benchmark. */
const BENCHMARK_PER_STEP_ABOVE = 233;

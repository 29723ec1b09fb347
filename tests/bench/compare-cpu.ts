/**
 * The Worker's CPU per request, before and after, in one run: `node tests/bench/compare-cpu.ts <ref>`
 * starts the bench family's Worker of `<ref>` (a temporary checkout) and of this tree side by side,
 * each in its own workerd, and alternates rounds between them (tests/bench/api-cost.ts `cpuRound`:
 * workerd CPU time, D1 replayed, minus a no-op request), so that the machine's load weighs on both
 * alike. Prints each round and the medians. COMPARE_ROUNDS (default 9), COMPARE_REQUESTS (500).
 */
import {
  type CpuRound,
  checkout,
  cpuRound,
  medianRound,
  openBenchWorker,
  warmReplay,
} from './api-cost.ts';

const ref = process.argv[2] ?? 'main';
const ROUNDS = Number(process.env.COMPARE_ROUNDS ?? 9);
const REQUESTS = Number(process.env.COMPARE_REQUESTS ?? 500);

const tree = await checkout(ref);
try {
  const before = await openBenchWorker(tree.root);
  const after = await openBenchWorker('.');
  try {
    await warmReplay(before);
    await warmReplay(after);
    const rounds: { before: CpuRound[]; after: CpuRound[] } = { before: [], after: [] };
    const show = (r: CpuRound) =>
      `Worker ${(r.weekMs - r.noopMs).toFixed(3)} ms (week ${r.weekMs.toFixed(3)}, no-op ${r.noopMs.toFixed(3)}, health ${(r.healthMs - r.noopMs).toFixed(3)})`;
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate which goes first, so that neither always follows the other.
      const order = round % 2 ? (['after', 'before'] as const) : (['before', 'after'] as const);
      for (const which of order) {
        const result = await cpuRound(which === 'before' ? before : after, REQUESTS);
        rounds[which].push(result);
        console.log(`round ${round + 1} ${which.padEnd(6)} ${show(result)}`);
      }
    }
    const b = medianRound(rounds.before);
    const a = medianRound(rounds.after);
    console.log(`median before (${ref}): ${show(b)}`);
    console.log(`median after (this tree): ${show(a)}`);
    const perRound = rounds.after.map((r, i) => {
      const o = rounds.before[i] as CpuRound;
      return r.weekMs - r.noopMs - (o.weekMs - o.noopMs);
    });
    console.log(`after − before, per round: ${perRound.map((d) => d.toFixed(3)).join(', ')} ms`);
    const sorted = [...perRound].sort((x, y) => x - y);
    const lower = perRound.filter((d) => d < 0).length;
    console.log(
      `after − before, median of the paired rounds: ${(sorted[sorted.length >> 1] ?? Number.NaN).toFixed(3)} ms (after lower in ${lower} of ${perRound.length})`,
    );
  } finally {
    await before.dispose();
    await after.dispose();
  }
} finally {
  await tree.remove();
}

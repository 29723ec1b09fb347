/**
 * Where the week request's CPU goes, in workerd (`node tests/bench/profile-week.ts [root]`): the
 * workerd process's CPU time per request with D1 replayed from memory (tests/bench/worker-cpu.ts),
 * then a V8 CPU profile of the isolate over the same requests, by package or file and by function.
 * Writes the profile to $PROFILE_OUT (default /tmp/foyer-week.cpuprofile) for Chrome's DevTools.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { openBenchWorker, replayedCpu } from './api-cost.ts';
import { breakdown } from './worker-cpu.ts';
import { cpuProfile } from './workerd.ts';

const COUNT = Number(process.env.PROFILE_REQUESTS ?? 1000);
const out = process.env.PROFILE_OUT ?? '/tmp/foyer-week.cpuprofile';

const bench = await openBenchWorker(process.argv[2] ?? '.');
try {
  const { server, week, get } = bench;
  const replay = { 'x-bench-replay': '1' };
  const repeat = (url: string) => async () => {
    for (let i = 0; i < COUNT; i++) await get(url, replay);
  };
  const { weekMs, healthMs, noopMs } = await replayedCpu(bench);
  console.log(
    `workerd process CPU per request, D1 replayed: week ${weekMs.toFixed(3)} ms, health ${healthMs.toFixed(3)} ms, no-op ${noopMs.toFixed(3)} ms: Worker CPU week ${(weekMs - noopMs).toFixed(3)} ms, health ${(healthMs - noopMs).toFixed(3)} ms`,
  );
  const { profile, jsMs } = await cpuProfile(server.inspectorPort, repeat(week));
  await writeFile(out, JSON.stringify(profile));
  await writeFile(`${out}.bundle.js`, await readFile(server.scriptPath));
  const { totalMs, byArea, byFunction } = breakdown(profile, server.scriptPath);
  console.log(`profile: ${(jsMs / COUNT).toFixed(3)} ms JS+GC per request (wall-clock samples)`);
  const line = (s: { name: string; ms: number; share: number }) =>
    `  ${(s.share * 100).toFixed(1).padStart(5)} %  ${((s.ms / COUNT) * 1000).toFixed(0).padStart(5)} µs  ${s.name}`;
  console.log(`by area (${((totalMs / COUNT) * 1000).toFixed(0)} µs of self time per request):`);
  for (const s of byArea.slice(0, 25)) console.log(line(s));
  console.log('by function:');
  for (const s of byFunction.slice(0, 45)) console.log(line(s));
} finally {
  await bench.dispose();
}

/**
 * Only the validation part of `npm run bench`: µs to validate a 60-block page with the renderer's
 * validators beside `Value.Check` and TypeBox's compiler, from the same Vite SSR bundle as the bench
 * (the registry uses `import.meta.glob`). `BENCH_RUNS` repeats the measure (default 1) so that a
 * noisy machine can be read over several runs; `BENCH_CANDIDATES=1` also compares the validators
 * considered in decisions 025 and 043 (tests/bench/validator-candidates.ts). Figures are printed, never
 * asserted.
 *
 *   npx tsx tests/bench/validation-only.ts
 *   BENCH_RUNS=3 BENCH_CANDIDATES=1 npx tsx tests/bench/validation-only.ts
 */
import { bundleForServer } from './server-bundle';

const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const CANDIDATES = process.env.BENCH_CANDIDATES === '1';

const load = await bundleForServer('bench-validation', {
  'in-process': 'tests/bench/in-process.tsx',
  'validator-candidates': 'tests/bench/validator-candidates.ts',
});
const mod = await load<typeof import('./in-process')>('in-process');
const candidates = await load<typeof import('./validator-candidates')>('validator-candidates');
for (let run = 1; run <= RUNS; run++) {
  const v = await mod.validationMicros();
  console.log(
    `validation | ${v.blocks}-block page, median of ${v.rounds} alternating rounds | ${v.ourUs.toFixed(1)} µs (ajv, the renderer's validators; goal ≤ 150) | ${v.valueCheckUs.toFixed(1)} µs (Value.Check); ${v.typeCompilerUs.toFixed(1)} µs (TypeBox's compiler); ${v.walkUs.toFixed(1)} µs (reading every value, checking none)`,
  );
  if (CANDIDATES)
    for (const c of await candidates.candidateMicros())
      console.log(`  ${c.us.toFixed(1).padStart(7)} µs  ${c.name}`);
}

// `pnpm bench`: the figures that move with the machine, measured one after another on a quiet machine and
// printed, never part of `pnpm test`. Lighthouse on every page of the sitemap, the throttled real-browser
// loads of the heaviest routes, then the API under load on PGlite and PostgreSQL. Each also runs alone
// (`pnpm bench:lighthouse`, `pnpm bench:throttled`, `pnpm bench:api`). It builds first, and exits 1 when
// one of them failed or missed its enforced budget, after running them all.
import { spawnSync } from 'node:child_process';

const steps = [
  ['build', 'pnpm', ['build']],
  ['Lighthouse', 'node', ['scripts/lighthouse.mjs']],
  ['throttled loads', 'node', ['scripts/throttled.mjs']],
  ['API load', 'pnpm', ['--filter', '@inclusion/api', 'bench']],
];

const outcomes = [];
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}\n`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  outcomes.push({ name, status, seconds: Math.round((Date.now() - started) / 1000) });
  if (name === 'build' && status !== 0) break;
}

console.log('\n=== pnpm bench');
for (const { name, status, seconds } of outcomes) {
  console.log(`${status === 0 ? 'done  ' : 'FAILED'} ${name} (${seconds} s)`);
}
if (outcomes.some(({ status }) => status !== 0)) process.exitCode = 1;

// Runs shell commands side by side and fails when any of them fails: `node scripts/run-parallel.mjs "a" "b"`.
// `--then` starts a next group once every command before it has ended, passed or failed, so one run
// still reports every suite: `node scripts/run-parallel.mjs "a" "b" --then "c"`.
// `pnpm test` uses it for suites that need different things of the machine (a browser, the network).
import { spawn } from 'node:child_process';

const groups = [[]];
for (const argument of process.argv.slice(2)) {
  if (argument === '--then') groups.push([]);
  else groups.at(-1).push(argument);
}

const started = Date.now();
const run = (command) =>
  new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('exit', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(
        `[run-parallel] "${command}" ${code === 0 ? 'passed' : `failed (${signal ?? code})`} after ${seconds} s`,
      );
      resolve(code === 0);
    });
  });

let passed = true;
for (const group of groups) {
  const results = await Promise.all(group.map(run));
  passed = results.every(Boolean) && passed;
}
process.exitCode = passed ? 0 : 1;

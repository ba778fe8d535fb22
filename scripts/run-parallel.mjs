// Runs shell commands side by side and fails when any of them fails: `node scripts/run-parallel.mjs "a" "b"`.
// `pnpm test` uses it for suites that need different things of the machine (a browser, the network).
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
const started = Date.now();
const results = await Promise.all(
  commands.map(
    (command) =>
      new Promise((resolve) => {
        const child = spawn(command, { shell: true, stdio: 'inherit' });
        child.on('exit', (code, signal) => {
          const seconds = Math.round((Date.now() - started) / 1000);
          console.log(
            `[run-parallel] "${command}" ${code === 0 ? 'passed' : `failed (${signal ?? code})`} after ${seconds} s`,
          );
          resolve(code === 0);
        });
      }),
  ),
);
process.exitCode = results.every(Boolean) ? 0 : 1;

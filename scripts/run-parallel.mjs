// Runs shell commands side by side and fails when any of them fails: `node scripts/run-parallel.mjs "a" "b"`.
// `--then` starts a next group once every command before it has ended, passed or failed, so one run
// still reports every suite: `node scripts/run-parallel.mjs "a" "b" --then "c"`.
// `pnpm test` uses it for suites that need different things of the machine (a browser, the network).
//
// When a command fails, the end of the run says it again: the last lines that command printed, then one
// line per command. A CI log is often read from its end, and without this a suite that failed early was
// buried under the output of the suites that ran after it (CI at stop 21 showed only Vitest passing).
import { spawn } from 'node:child_process';

/** How many of a failed command's last lines the summary repeats: enough for Playwright's or Vitest's failure list. */
const tailLines = Number(process.env.RUN_PARALLEL_TAIL_LINES ?? 80);

const groups = [[]];
for (const argument of process.argv.slice(2)) {
  if (argument === '--then') groups.push([]);
  else groups.at(-1).push(argument);
}

// The commands' output now goes through a pipe, so they no longer see a terminal. Where this script
// has one, colour is asked for explicitly, so the log reads as it did.
const childEnv = { ...process.env };
if (process.stdout.isTTY && childEnv.FORCE_COLOR === undefined && childEnv.NO_COLOR === undefined) {
  childEnv.FORCE_COLOR = '1';
}

// Colour codes and cursor moves, left out of the repeated lines only.
// eslint-disable-next-line no-control-regex
const controlSequence = /\u001b\[[0-9;?]*[A-Za-z]/g;

/** The last `limit` lines written to it, complete lines only plus whatever is pending. */
function lastLines(limit) {
  const lines = [];
  let pending = '';
  return {
    write(chunk) {
      const parts = (pending + chunk).split('\n');
      pending = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line.replace(controlSequence, '').replace(/\r$/, ''));
        if (lines.length > limit) lines.shift();
      }
    },
    read() {
      const rest = pending.replace(controlSequence, '');
      return rest.trim() ? [...lines, rest].slice(-limit) : lines;
    },
  };
}

const started = Date.now();
const seconds = () => Math.round((Date.now() - started) / 1000);

const run = (command) =>
  new Promise((resolve) => {
    const tail = lastLines(tailLines);
    let endsInNewline = true;
    const child = spawn(command, { shell: true, stdio: ['inherit', 'pipe', 'pipe'], env: childEnv });
    const pass = (source, target) => {
      // Decoded by the stream, so a character split between two chunks stays whole.
      source.setEncoding('utf8');
      source.on('data', (chunk) => {
        target.write(chunk);
        tail.write(chunk);
        endsInNewline = chunk.endsWith('\n');
      });
    };
    pass(child.stdout, process.stdout);
    pass(child.stderr, process.stderr);
    let finished = false;
    const finish = (outcome) => {
      if (finished) return;
      finished = true;
      const line = `[run-parallel] "${command}" ${outcome} after ${seconds()} s`;
      // On a line of its own even when the command's last line had no end.
      console.log(endsInNewline ? line : `\n${line}`);
      resolve({ command, passed: outcome === 'passed', line, tail: tail.read() });
    };
    child.on('error', (error) => finish(`failed to start (${error.message})`));
    // The outcome is told on 'close', once the pipes have been read to their end, so the tail is complete.
    // A process the command left running (a database server, say) may still hold a pipe open: a few
    // seconds after the command's own exit, its outcome is told anyway and the pipes are let go.
    child.on('exit', (code, signal) => {
      const outcome = code === 0 ? 'passed' : `failed (${signal ?? code})`;
      child.on('close', () => finish(outcome));
      setTimeout(() => {
        child.stdout.destroy();
        child.stderr.destroy();
        finish(outcome);
      }, 5000).unref();
    });
  });

const results = [];
for (const group of groups) results.push(...(await Promise.all(group.map(run))));

const failed = results.filter((result) => !result.passed);
if (failed.length > 0) {
  for (const result of failed) {
    const count = result.tail.length === 1 ? 'line' : `${result.tail.length} lines`;
    console.log(`\n[run-parallel] the last ${count} "${result.command}" printed:`);
    for (const line of result.tail) console.log(`  | ${line}`);
  }
  console.log(`\n[run-parallel] ${failed.length} of ${results.length} commands failed:`);
  for (const result of results) console.log(result.line);
}
process.exitCode = failed.length === 0 ? 0 : 1;

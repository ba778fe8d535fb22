import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../scripts/run-parallel.mjs', import.meta.url));

/** Runs the script as `pnpm test` does, with its output in a pipe, as on CI. */
function runParallel(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [script, ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...env, FORCE_COLOR: '0' },
  });
  return { code: result.status, lines: result.stdout.trimEnd().split('\n'), stderr: result.stderr };
}

describe('run-parallel', () => {
  it('passes when every command passes, and adds no summary', () => {
    const { code, lines } = runParallel(['echo one', 'echo two', '--then', 'echo three']);
    expect(code).toBe(0);
    expect(lines).toEqual(
      expect.arrayContaining([
        'one',
        'two',
        'three',
        expect.stringMatching(/^\[run-parallel\] "echo three" passed after \d+ s$/),
      ]),
    );
    expect(lines.join('\n')).not.toContain('commands failed');
  });

  it('runs the next group after a failure, and ends with what the failed command printed and every result', () => {
    const { code, lines, stderr } = runParallel([
      'echo early output; echo the reason it failed >&2; exit 3',
      'echo the other suite',
      '--then',
      'echo the suite after',
    ]);
    expect(code).toBe(1);
    expect(lines).toContain('the suite after');
    expect(stderr).toContain('the reason it failed');
    // The end of the log is where a reader of CI looks first: the failed command's lines, then each result.
    expect(lines.slice(-8)).toEqual([
      '[run-parallel] the last 2 lines "echo early output; echo the reason it failed >&2; exit 3" printed:',
      '  | early output',
      '  | the reason it failed',
      '',
      '[run-parallel] 1 of 3 commands failed:',
      expect.stringMatching(/^\[run-parallel\] "echo early output; .*" failed \(3\) after \d+ s$/),
      expect.stringMatching(/^\[run-parallel\] "echo the other suite" passed after \d+ s$/),
      expect.stringMatching(/^\[run-parallel\] "echo the suite after" passed after \d+ s$/),
    ]);
  });

  it('repeats only the last lines of a long failure, without colour codes', () => {
    const { code, lines } = runParallel(
      [String.raw`for i in 1 2 3 4 5 6 7 8 9 10; do printf '\033[31mline %s\033[0m\n' $i; done; exit 1`],
      { RUN_PARALLEL_TAIL_LINES: '3' },
    );
    expect(code).toBe(1);
    const summary = lines.findIndex((line) => line.startsWith('[run-parallel] the last'));
    expect(summary).toBeGreaterThan(-1);
    expect(lines.slice(summary, summary + 4)).toEqual([
      expect.stringMatching(/^\[run-parallel\] the last 3 lines /),
      '  | line 8',
      '  | line 9',
      '  | line 10',
    ]);
  });

  it("tells a command's outcome soon after it exits, even when a process it started still holds the output", () => {
    const started = Date.now();
    const { code, lines } = runParallel(['(sleep 60 &); echo left a process running; exit 2']);
    expect(code).toBe(1);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(lines).toContain(
      '[run-parallel] the last line "(sleep 60 &); echo left a process running; exit 2" printed:',
    );
    expect(lines).toContain('  | left a process running');
  });

  it('says so when a command is killed by a signal', () => {
    const { code, lines } = runParallel(['kill -TERM $$']);
    expect(code).toBe(1);
    expect(lines.at(-1)).toMatch(/^\[run-parallel\] "kill -TERM \$\$" failed \(SIGTERM\) after \d+ s$/);
  });
});

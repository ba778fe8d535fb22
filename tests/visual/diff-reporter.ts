import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const reportDir = fileURLToPath(new URL('../../test-results/visual-report', import.meta.url));

interface Change {
  story: string;
  image: string;
  expected?: string;
  actual?: string;
  diff?: string;
}

const escape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );

/**
 * Writes test-results/visual-report/index.html: every story whose picture changed, with the baseline
 * (before), the new rendering (after) and the difference side by side, and every story without a baseline.
 */
export default class DiffReporter implements Reporter {
  private changes: Change[] = [];
  private missing: string[] = [];
  private textChanges: { story: string; file: string; diff: string }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const byImage = new Map<string, Change>();
    for (const attachment of result.attachments) {
      const text = /^(.*)-text-diff$/.exec(attachment.name);
      if (text && attachment.body) {
        this.textChanges.push({
          story: test.title,
          file: text[1] ?? '',
          diff: attachment.body.toString('utf8'),
        });
        continue;
      }
      const match = /^(.*)-(expected|actual|diff)\.png$/.exec(attachment.name);
      if (!match || !attachment.path) continue;
      const [, image = '', kind] = match;
      const change = byImage.get(image) ?? { story: test.title, image };
      change[kind as 'expected' | 'actual' | 'diff'] = attachment.path;
      byImage.set(image, change);
    }
    this.changes.push(...byImage.values());
    for (const error of result.errors) {
      const message = error.message ?? '';
      if (message.includes('No baseline for')) this.missing.push(message.split('\n')[0] ?? message);
    }
  }

  onEnd(result: FullResult) {
    rmSync(reportDir, { recursive: true, force: true });
    mkdirSync(reportDir, { recursive: true });
    const copy = (path: string | undefined, name: string) => {
      if (!path) return '';
      copyFileSync(path, join(reportDir, name));
      return `<figure><img src="${escape(name)}" alt=""><figcaption>${name.split('.').at(-2)}</figcaption></figure>`;
    };
    const sections = this.changes.map((change, index) => {
      const slug = `${index}-${change.image.replace(/[^\w.-]+/g, '_')}`;
      return `<section><h2>${escape(change.story)} <small>${escape(change.image)}</small></h2><div class="row">${copy(change.expected, `${slug}.before.png`)}${copy(change.actual, `${slug}.after.png`)}${copy(change.diff, `${slug}.diff.png`)}</div></section>`;
    });
    const missing = this.missing.map((line) => `<li>${escape(line)}</li>`).join('');
    const texts = this.textChanges.map(
      (change) =>
        `<section><h2>${escape(change.story)} <small>${escape(change.file)}</small></h2><pre>${escape(change.diff)}</pre></section>`,
    );
    writeFileSync(
      join(reportDir, 'index.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Visual changes</title><style>
body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#14171f}h2{font-size:1.1rem;margin:2rem 0 .5rem}small{font-weight:400;color:#3f4754}
pre{white-space:pre-wrap;background:#f3f4f6;padding:.5rem}.row{display:flex;gap:1rem;flex-wrap:wrap;align-items:flex-start}figure{margin:0;max-width:100%}img{max-width:100%;border:1px solid #687080}figcaption{font-weight:700}
</style></head><body><h1>Visual changes: ${this.changes.length} pictures changed, ${this.textChanges.length} texts changed, ${this.missing.length} without a baseline (${result.status})</h1>
<p>Before is the committed baseline, after is this run, and the difference marks changed pixels in red. A changed text lists its lines: <code>-</code> only in the baseline, <code>+</code> only in this run. If the change is intended, run <code>pnpm test:visual:update</code> and commit <code>tests/visual/baselines/</code>.</p>
${missing ? `<h2>Without a baseline</h2><ul>${missing}</ul>` : ''}${texts.join('\n')}${sections.join('\n')}</body></html>\n`,
    );
    if (this.changes.length > 0 || this.textChanges.length > 0 || this.missing.length > 0) {
      console.log(`\nVisual changes are listed in ${join(reportDir, 'index.html')}`);
    }
  }
}

import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The staff inbox's built page (staff/dist/index.html), which the API server answers for every address
 * under /staff: what it says before, and without, its script, and that it loads only its own files.
 */
const page = fileURLToPath(new URL('../../staff/dist/index.html', import.meta.url));

describe('the staff inbox build (staff/dist)', () => {
  it('is noindex, titled, says the inbox needs JavaScript, and runs no inline script', () => {
    expect(existsSync(page), 'staff/dist/index.html is missing: run pnpm build first').toBe(true);
    const html = readFileSync(page, 'utf8');
    const head = html.slice(0, html.search(/<\/head>/i));
    expect(head).toMatch(/<meta name="robots" content="noindex"/);
    expect(head).toMatch(/<title>Staff inbox \| [^<]+<\/title>/);
    expect(html).toMatch(/<main id="main"[^>]*>[\s\S]*<h1>Staff inbox<\/h1>[\s\S]*needs JavaScript/);
    // The server's Content-Security-Policy allows no inline script but the public site's starter.
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', code = ''] of scripts) {
      expect(code.trim(), 'an inline script').toBe('');
      expect(attributes).toMatch(/src="\/staff\/assets\/[\w.-]+\.js"/);
    }
    // Every file it links is the inbox's own, under /staff/assets/.
    for (const [, href] of html.matchAll(
      /<link\b[^>]*rel="(?:stylesheet|modulepreload)"[^>]*href="([^"]+)"/gi,
    )) {
      expect(href).toMatch(/^\/staff\/assets\//);
    }
  });
});

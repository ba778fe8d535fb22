import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import type { App } from '../types.js';

/**
 * Strict: no foreign scripts, no inline script but the ones the site's build names by their hash (its
 * small starter, written into every page so the first paint waits for no request), no plugins, no
 * framing, no <base> tricks.
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  // React's prerendered markup carries style attributes; styles cannot run code.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Every image ships with the site: no third-party host.
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const hsts = 'max-age=31536000; includeSubDomains';

const sourceHash = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/**
 * The hashes of the inline scripts the site's build wrote into its pages (site/scripts/prerender.mjs
 * writes `csp-script-hashes.json` beside them). None when the site is not built or the file is not a
 * list of sha256 sources: its pages then work as they do without JavaScript.
 */
export function inlineScriptHashes(siteDir: string | undefined): string[] {
  if (!siteDir) return [];
  try {
    const listed: unknown = JSON.parse(readFileSync(join(siteDir, 'csp-script-hashes.json'), 'utf8'));
    return Array.isArray(listed) && listed.every((item) => typeof item === 'string' && sourceHash.test(item))
      ? (listed as string[])
      : [];
  } catch {
    return [];
  }
}

/** Security headers on every response, errors and files included. */
export async function installSecurityHeaders(app: App, siteDir?: string): Promise<void> {
  const scriptSources = [...contentSecurityPolicy['script-src'], ...inlineScriptHashes(siteDir)];
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...contentSecurityPolicy, 'script-src': scriptSources },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The CSP's frame-ancestors 'none', for browsers that only know the older header.
    frameguard: { action: 'deny' },
    // Over plain HTTP (a local run) the header is meaningless and browsers ignore it; sent below for HTTPS only.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    // request.protocol reads X-Forwarded-Proto only when TRUST_PROXY is set.
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', hsts);
  });
}

import helmet from '@fastify/helmet';
import type { App } from '../types.js';

/** Strict: no inline or foreign scripts, no plugins, no framing, no <base> tricks. */
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

/** Security headers on every response, errors and files included. */
export async function installSecurityHeaders(app: App): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
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

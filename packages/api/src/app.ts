import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiMessages } from './api-messages.js';
import { trustProxyOption, type Config } from './config.js';
import type { Db } from './db/client.js';
import type { MailSender } from './notify.js';
import { installErrorHandling } from './plugins/errors.js';
import { plugins } from './plugins/index.js';
import { rewriteBadUrl } from './plugins/request-guards.js';
import { installSecurityHeaders } from './plugins/security.js';
import { installSite } from './plugins/site.js';
import { apiRoutes } from './routes/index.js';
import type { App, AppContext } from './types.js';

/** Bodies are small forms; anything larger is refused with a 413 before it is read in full. */
export const bodyLimit = 64 * 1024;

export interface AppOptions {
  config: Config;
  db: Db;
  mailer: MailSender;
  now?: () => Date;
  /** Fastify's logger option: false (the default) for tests, loggerOptions() for the server. */
  logger?: FastifyServerOptions['logger'];
}

/** The whole server: the API under /api and the built site, on one Fastify instance (not listening). */
export async function buildApp({
  config,
  db,
  mailer,
  now = () => new Date(),
  logger = false,
}: AppOptions): Promise<App> {
  const app = Fastify({
    logger,
    bodyLimit,
    trustProxy: trustProxyOption(config.trustProxy),
    // A path Fastify cannot decode would get its own answer, without our JSON or headers.
    rewriteUrl: rewriteBadUrl,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const context: AppContext = { config, db, mailer, now };

  installErrorHandling(app);
  await installSecurityHeaders(app);
  for (const plugin of plugins) await plugin(app, context);

  await app.register(
    async (api) => {
      for (const routes of apiRoutes) await routes(api, context);
    },
    { prefix: '/api' },
  );

  const site = await installSite(app, config.siteDir);
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && request.method === 'GET' && site && (await site.sendNotFound(reply))) return reply;
    return reply.code(404).send({ success: false, message: apiMessages.notFound });
  });

  return app;
}

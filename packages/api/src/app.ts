import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { apiMessages } from '@inclusion/forms';
import { trustProxyOption, type Config } from './config.js';
import type { Db } from './db/client.js';
import { isMailDelivery, senderDelivery, type MailDelivery, type MailSender } from './mail/index.js';
import { mailOptionsOf } from './mail-options.js';
import { createOutbox, type Outbox, type OutboxOptions } from './outbox/mail-queue.js';
import { answerSerializer } from './plugins/answers.js';
import { answerFrameworkError, installErrorHandling } from './plugins/errors.js';
import { installLanguage } from './plugins/request-language.js';
import { plugins } from './plugins/index.js';
import { rewriteBadUrl } from './plugins/request-guards.js';
import { installSecurityHeaders } from './plugins/security.js';
import { siteRenderer, type PageRenderer } from './form-posts/page-renderer.js';
import { answerWithThanks, installFormPosts } from './form-posts/routes.js';
import { installSite } from './plugins/site.js';
import { apiRoutes } from './routes/index.js';
import type { App, AppContext, AppTypeProvider } from './types.js';

/** Bodies are small forms; anything larger is refused with a 413 before it is read in full. */
export const bodyLimit = 64 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail outbox of this app: `app.outbox.start()` once listening; app.close() stops it. */
    outbox: Outbox;
  }
}

export interface AppOptions {
  config: Config;
  db: Db;
  /**
   * Where the outbox's mails go: a delivery (createWorkerMailer: composed and sent in a worker thread),
   * or a plain `send` of composed mails (tests).
   */
  mailer: MailDelivery | MailSender;
  /** Settings of the outbox beyond the config's (tests: retry delays, poll interval). */
  outbox?: Partial<Pick<OutboxOptions, 'retryDelaysMs' | 'pollMs' | 'batchSize' | 'lanes'>>;
  now?: () => Date;
  /** Fastify's logger option: false (the default) for tests, loggerOptions() for the server. */
  logger?: FastifyServerOptions['logger'];
}

/** The whole server: the API under /api and the built site, on one Fastify instance (not listening). */
export async function buildApp({
  config,
  db,
  mailer,
  outbox: outboxSettings,
  now = () => new Date(),
  logger = false,
}: AppOptions): Promise<App> {
  const app = Fastify({
    logger,
    bodyLimit,
    trustProxy: trustProxyOption(config.trustProxy),
    // A path Fastify cannot decode would get its own answer, without our JSON or headers.
    rewriteUrl: rewriteBadUrl,
    // A path parameter longer than Fastify reads (100 characters) is a 414 in our JSON, not Fastify's.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<AppTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer);
  const outbox = createOutbox({
    db,
    delivery: isMailDelivery(mailer) ? mailer : senderDelivery(mailer, mailOptionsOf(config)),
    logger: app.log,
    confirmationsPerDay: config.mailConfirmationsPerDay,
    claimSeconds: config.mailClaimSeconds,
    ...outboxSettings,
  });
  app.decorate('outbox', outbox);
  // After the requests under way have finished: the mails they queued, once claimed, are sent first.
  app.addHook('onClose', async () => outbox.stop());
  const context: AppContext = { config, db, outbox, now };

  installLanguage(app);
  installErrorHandling(app);
  await installSecurityHeaders(app, config.siteDir);
  for (const plugin of plugins) await plugin(app, context);

  await app.register(
    async (api) => {
      for (const routes of apiRoutes) await routes(api, context);
    },
    { prefix: '/api' },
  );

  // Forms posted without JavaScript: answered with the site's pages, rendered by its own server bundle.
  let render: PageRenderer | undefined;
  const site = await installSite(app, config.siteDir, (request, reply) =>
    render ? answerWithThanks(request, reply, render) : Promise.resolve(false),
  );
  if (site) {
    render = siteRenderer(config.siteDir, config.siteServerDir, site.pageFileOf);
    installFormPosts(app, render);
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && request.method === 'GET' && site && (await site.sendNotFound(reply))) return reply;
    return reply.code(404).send({ success: false, message: apiMessages.notFound });
  });

  return app;
}

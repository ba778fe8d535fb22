import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { Outbox } from './outbox/outbox.js';

/** The Fastify instance with zod schemas for bodies, queries and params. */
export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every plugin and route module receives. */
export interface AppContext {
  config: Config;
  db: Db;
  /** Every mail goes through it: queue it with the row it reports (see src/outbox/). */
  outbox: Outbox;
  /** The clock: tests pass their own. */
  now: () => Date;
}

/** A route module or a plugin: registers itself on the app it is given. */
export type AppModule = (app: App, context: AppContext) => Promise<void> | void;

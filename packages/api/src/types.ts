import type { FastifyBaseLogger, FastifyInstance, FastifyTypeProvider, RawServerDefault } from 'fastify';
import type { $ZodType, output } from 'zod/v4/core';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { Outbox } from './outbox/mail-queue.js';

/**
 * Requests typed by their zod schemas. Answers are checked as JSON carries them (plugins/answers.ts:
 * dates as texts), so a handler may return what JSON turns into its schema's shape (a Date for a
 * date-time): their type is left to that check.
 */
export interface AppTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends $ZodType ? output<this['schema']> : unknown;
  serializer: unknown;
}

/** The Fastify instance with zod schemas for bodies, queries and params. */
export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  AppTypeProvider
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

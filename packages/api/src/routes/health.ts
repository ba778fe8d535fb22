import { healthAnswer, readyAnswer, unavailableAnswer } from '@inclusion/forms';
import { sql } from 'drizzle-orm';
import type { App, AppContext } from '../types.js';

const timeoutMs = 3_000;

/**
 * `/health`: 200 once the database answers, 503 otherwise (an uptime check). `/ready`: the same, and
 * 503 as soon as the server is stopping (SIGTERM), so a load balancer sends new requests elsewhere
 * while this one finishes its own.
 */
export function healthRoutes(app: App, { db }: AppContext): void {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });

  const databaseAnswers = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        db.execute(sql`select 1`),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('the database did not answer in time')), timeoutMs);
        }),
      ]);
      return true;
    } finally {
      clearTimeout(timer);
    }
  };

  app.get(
    '/health',
    { schema: { response: { 200: healthAnswer, 503: unavailableAnswer } } },
    async (request, reply) => {
      try {
        await databaseAnswers();
        return { status: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'health check failed');
        return reply
          .code(503)
          .send({ status: 'unavailable', success: false, message: 'Database unavailable' });
      }
    },
  );

  app.get(
    '/ready',
    { schema: { response: { 200: readyAnswer, 503: unavailableAnswer } } },
    async (request, reply) => {
      if (stopping) {
        return reply.code(503).send({ status: 'stopping', success: false, message: 'Server stopping' });
      }
      try {
        await databaseAnswers();
        return { status: 'ready' };
      } catch (error) {
        request.log.error({ err: error }, 'readiness check failed');
        return reply
          .code(503)
          .send({ status: 'unavailable', success: false, message: 'Database unavailable' });
      }
    },
  );
}

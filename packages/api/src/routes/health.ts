import { sql } from 'drizzle-orm';
import type { App, AppContext } from '../types.js';

const timeoutMs = 3_000;

/** 200 once the database answers, 503 otherwise (for a load balancer or an uptime check). */
export function healthRoutes(app: App, { db }: AppContext): void {
  app.get('/health', async (request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        db.execute(sql`select 1`),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('the database did not answer in time')), timeoutMs);
        }),
      ]);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable', success: false, message: 'Database unavailable' });
    } finally {
      clearTimeout(timer);
    }
  });
}

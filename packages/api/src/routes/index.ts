import { authRoutes } from '../auth/routes.js';
import { eventRoutes } from '../events/index.js';
import { staffRoutes } from '../staff/routes.js';
import { formKinds } from '../submissions/form-kinds.js';
import { submissionRoutes } from '../submissions/routes.js';
import type { AppModule } from '../types.js';
import { healthRoutes } from './health.js';
import { newsletterRoutes } from './newsletter.js';

/**
 * Every route module, registered under /api in this order. Add auth, event registration and the
 * others here.
 */
export const apiRoutes: readonly AppModule[] = [
  healthRoutes,
  authRoutes,
  newsletterRoutes,
  eventRoutes,
  ...formKinds.map(submissionRoutes),
  staffRoutes,
];

import type { App, AppContext } from '../types.js';
import { eventAccessRoutes } from './access.js';
import { eventAdminRoutes } from './admin.js';
import { registrationLookupRoutes } from './lookup.js';
import { registrationRoutes } from './register.js';

/** Event registration (spec sections 3 and 7): registering, checking, staff and self-service calls. */
export function eventRoutes(app: App, context: AppContext): void {
  registrationRoutes(app, context);
  registrationLookupRoutes(app, context);
  eventAdminRoutes(app, context);
  eventAccessRoutes(app, context);
}

import type { App, AppContext } from '../../types.js';
import { replyRoutes } from './reply-routes.js';
import { replyTemplateRoutes } from './template-routes.js';

/** Replies from a record, and the templates they start from. */
export function repliesRoutes(app: App, context: AppContext): void {
  replyRoutes(app, context);
  replyTemplateRoutes(app, context);
}

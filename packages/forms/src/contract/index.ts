/** The contract between the site, the staff inbox and the server: kinds, requests, answers, words. */
export * from './answers.js';
export { apiMessages } from './api-messages.js';
export { auditActions, type AuditAction } from './audit-actions.js';
export * from './audit-requests.js';
export * from './correction-rules.js';
export * from './data-requests.js';
export * from './erasure-messages.js';
export * from './event-requests.js';
export * from './inbox.js';
export * from './path-params.js';
export * from './people-requests.js';
export * from './record-kinds.js';
export * from './reply.js';
export * from './roles.js';
export * from './staff-request-messages.js';
export * from './staff-requests.js';
export * from './team-requests.js';

/** The contract between the site, the staff inbox and the server: kinds, requests, answers, words. */
export * from './answers.js';
export { apiMessages } from './api-messages.js';
export { auditActions, type AuditAction } from './audit-actions.js';
export * from './record-kinds.js';
export * from './roles.js';
export * from './staff-requests.js';

import type { z } from 'zod';
import type { messageAnswer } from '../contract/answers.js';
import type {
  replyQueuedAnswer,
  ReplyRequest,
  replyTemplateAnswer,
  replyTemplateChange,
  ReplyTemplateRequest,
  replyTemplatesAnswer,
} from '../contract/reply.js';
import type { RecordKind } from '../contract/record-kinds.js';
import { segment } from './query.js';
import type { Requester } from './request.js';
import type { RequestOptions } from './types.js';

export type ReplyQueued = z.infer<typeof replyQueuedAnswer>;
export type ReplyTemplatesAnswer = z.infer<typeof replyTemplatesAnswer>;
export type ReplyTemplateAnswer = z.infer<typeof replyTemplateAnswer>;
export type ReplyTemplateChange = z.input<typeof replyTemplateChange>;

/** Replies from a record (staff) and the reply templates (read by staff, changed by admins). */
export function replyApi(request: Requester) {
  const template = (id: string) => `/staff/reply-templates/${segment(id)}`;
  return {
    send: (kind: RecordKind, id: string, reply: ReplyRequest, options?: RequestOptions) =>
      request<ReplyQueued>({
        method: 'POST',
        path: `/staff/submissions/${segment(kind)}/${segment(id)}/replies`,
        body: reply,
        options,
      }),
    templates: (kind: RecordKind, options?: RequestOptions) =>
      request<ReplyTemplatesAnswer>({
        method: 'GET',
        path: '/staff/reply-templates',
        query: new URLSearchParams({ kind }),
        options,
      }),
    addTemplate: (template: ReplyTemplateRequest, options?: RequestOptions) =>
      request<ReplyTemplateAnswer>({
        method: 'POST',
        path: '/staff/reply-templates',
        body: template,
        options,
      }),
    changeTemplate: (id: string, change: ReplyTemplateChange, options?: RequestOptions) =>
      request<ReplyTemplateAnswer>({ method: 'PATCH', path: template(id), body: change, options }),
    deleteTemplate: (id: string, options?: RequestOptions) =>
      request<z.infer<typeof messageAnswer>>({ method: 'DELETE', path: template(id), options }),
  };
}

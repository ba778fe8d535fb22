import { join } from 'node:path';
import {
  erasureMessages,
  errorAnswer,
  personEraseRequest,
  personCorrectedAnswer,
  personCorrectionRequest,
  personErasureAnswer,
  personExportRequest,
  personExportSchema,
  personRequest,
  personSearchAnswer,
  textAnswer,
} from '@inclusion/forms';
import { recordAudit } from '../../audit/audit.js';
import { clearDeletedRows } from '../../db/housekeeping.js';
import { isSharedDatabase } from '../../db/client.js';
import { deleteMailFiles } from '../../mail/eml-files.js';
import { requireStaff } from '../../plugins/auth.js';
import type { App, AppContext } from '../../types.js';
import { dayOf } from '../export/routes.js';
import { noRecord } from '../no-record.js';
import { exportData, searchAnswer } from './answers.js';
import { correctPerson } from './correct.js';
import { erasePerson } from './erase.js';
import { countsOf, findPerson } from './find.js';
import { personCsv } from './person-csv.js';
import { personOf } from './query.js';

/**
 * A person's data on request (DPDP Act): search, export, erase, and correct a field across their
 * records. POSTs with the address or number in the JSON body, never in a URL; rate-limited like
 * every POST. Each search, export, erasure and corrected record is audited; the audit holds counts
 * and field names, never who or what.
 */
export function peopleRoutes(app: App, context: AppContext): void {
  const { db } = context;
  const staffOnly = requireStaff(context);

  app.post(
    '/staff/people/search',
    { onRequest: staffOnly, schema: { body: personRequest, response: { 200: personSearchAnswer } } },
    async (request) => {
      const found = await findPerson(db, personOf(request.body));
      // A search shows everything held about a person, so it is accounted for like an export.
      await recordAudit(db, {
        actorId: request.user?.id ?? null,
        action: 'person.searched',
        kind: 'person',
        recordId: noRecord,
        to: { counts: countsOf(found) },
        createdAt: context.now(),
      });
      return { success: true, data: searchAnswer(found) };
    },
  );

  app.post(
    '/staff/people/export',
    {
      onRequest: staffOnly,
      schema: {
        body: personExportRequest,
        response: {
          200: {
            description: 'A download of everything held: JSON or CSV, as asked (`format`)',
            content: {
              'application/json': { schema: personExportSchema },
              'text/csv': { schema: textAnswer },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const found = await findPerson(db, personOf(request.body));
      const data = await exportData(db, found);
      const now = context.now();
      await recordAudit(db, {
        actorId: request.user?.id ?? null,
        action: 'person.exported',
        kind: 'person',
        recordId: noRecord,
        to: { format: request.body.format, counts: countsOf(found) },
        createdAt: now,
      });
      // The file's name holds no personal data: it may end up in a download list or a mail.
      const name = `person-${dayOf(now)}.${request.body.format}`;
      reply
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'no-store');
      if (request.body.format === 'csv') {
        return reply.header('Content-Type', 'text/csv; charset=utf-8').send(personCsv(data));
      }
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .send(JSON.stringify({ exportedAt: now.toISOString(), ...data }, null, 2));
    },
  );

  app.post(
    '/staff/people/erase',
    {
      onRequest: staffOnly,
      schema: { body: personEraseRequest, response: { 200: personErasureAnswer, 409: errorAnswer } },
    },
    async (request) => {
      const { config } = context;
      const erasure = await erasePerson(
        db,
        personOf(request.body),
        request.body.expected,
        { actorId: request.user?.id ?? null, now: context.now(), foundationEmails: [config.foundationEmail] },
        request.body.dataRequest,
      );
      // After the commit: a file deleted before it would be lost if the erasure rolled back.
      const files = await deleteMailFiles(join(config.dataDir, 'outbox'), erasure.mailIds);
      const dataFolderCleared = await clearDeletedRows(db);
      // Mails written as files never left the server; mails sent by SMTP have copies outside it.
      const sentOut = config.smtpUrl ? erasure.sent : { toFoundation: 0, toPerson: 0 };
      return {
        success: true,
        message: erasureMessages.personErased,
        data: {
          erased: erasure.erased,
          files,
          database: isSharedDatabase(db) ? ('postgres' as const) : ('pglite' as const),
          dataFolderCleared,
          sentOut,
          dataRequest: erasure.dataRequest,
        },
      };
    },
  );

  app.post(
    '/staff/people/correct',
    {
      onRequest: staffOnly,
      schema: {
        body: personCorrectionRequest,
        response: { 200: personCorrectedAnswer, 409: errorAnswer },
      },
    },
    async (request) => {
      const { field, value, expected } = request.body;
      const result = await correctPerson(
        db,
        personOf(request.body),
        { field, value, expected },
        { actorId: request.user?.id ?? null, now: context.now() },
      );
      const count = result.records.length;
      const message =
        count === 0
          ? erasureMessages.correctionNothing
          : result.applied
            ? erasureMessages.personCorrected(count)
            : erasureMessages.personCorrectionPreview(count);
      return { success: true, message, data: result };
    },
  );
}

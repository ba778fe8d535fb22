import type { PersonErased } from '@inclusion/forms';
import { indiaTime } from '../format.js';
import { ErasedList } from './ErasedList.js';
import { backupDays, peopleText } from './peopleText.js';

const dayMs = 24 * 60 * 60 * 1000;
const indiaOffsetMs = 330 * 60_000;

/** The day, in India, `days` after now: the day the last backup made before now expires. */
const indiaDayAfter = (days: number) =>
  new Date(Date.now() + indiaOffsetMs + days * dayMs).toISOString().slice(0, 10);

/**
 * What an erasure did, said as it is: what the server deleted (rows, mail files), whether its data
 * folder still holds any deleted row, and the copies it could not reach (the foundation's mailbox,
 * mails sent to the person, backups made before now), never "everything".
 */
export function ErasureReport({ report }: { report: PersonErased }) {
  const text = peopleText.erase;
  const storage = report.dataFolderCleared
    ? text.folderCleared
    : report.database === 'postgres'
      ? text.postgres
      : null;
  return (
    <>
      <ErasedList erased={report.erased} files={report.files} />
      {storage ? <p>{storage}</p> : null}
      <h3>{text.copiesHeading}</h3>
      <p>{text.copiesIntro}</p>
      <ul>
        <li>{text.mailbox(report.sentOut.toFoundation)}</li>
        {report.sentOut.toPerson > 0 ? <li>{text.sentToPerson(report.sentOut.toPerson)}</li> : null}
        <li>{text.backups(indiaTime(indiaDayAfter(backupDays)))}</li>
      </ul>
      {report.dataRequest ? <p>{text.logged(indiaTime(report.dataRequest.dueOn))}</p> : null}
    </>
  );
}

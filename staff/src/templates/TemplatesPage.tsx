import { replyLanguageNames, type ReplyTemplate } from '@inclusion/forms';
import {
  Alert,
  Button,
  NotificationBanner,
  Status,
  Table,
  VisuallyHidden,
  languageOfText,
  type TableColumn,
} from '@inclusion/ui';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { kinds, type KindInfo } from '../kinds.js';
import { staffClient } from '../staffApi.js';
import { useStaffPage } from '../useStaffPage.js';
import { DeleteTemplateDialog } from './DeleteTemplateDialog.js';
import { TemplateForm, type Editing } from './TemplateForm.js';
import { templatesText as text } from './templatesText.js';
import './templates.css';

type Load =
  | { state: 'loading' }
  | { state: 'ready'; templates: ReplyTemplate[] }
  | { state: 'failed'; message: string };

/** The kinds a reply goes to: a newsletter subscription has no one to answer. */
const replyKinds = kinds.filter((kind) => kind.apiKind !== 'newsletter');
const kindOf = (slug: string | null): KindInfo =>
  replyKinds.find((kind) => kind.slug === slug) ?? (replyKinds[0] as KindInfo);
const addressOf = (kind: KindInfo) => `/staff/reply-templates?kind=${kind.slug}`;

/** Moves focus to an element by id once it is drawn: after an action the person took. */
const focusLater = (id: string) =>
  requestAnimationFrame(() => {
    const element = document.getElementById(id);
    if (!element) return;
    if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
    element.focus();
  });

/**
 * /staff/reply-templates (admins): a kind's reply templates in each language, stored and built-in,
 * with add, edit and delete. The kind is in the address (it names nobody).
 */
export default function TemplatesPage() {
  const [params] = useSearchParams();
  const kind = kindOf(params.get('kind'));
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<{ template: ReplyTemplate; button: HTMLElement } | null>(null);
  const [done, setDone] = useState<{ message: string; serial: number } | null>(null);
  const [hasErrors, setHasErrors] = useState(false);
  useStaffPage(hasErrors ? `Error: ${text.title}` : text.title, load.state !== 'loading');

  const read = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const answer = await staffClient.replies.templates(kind.apiKind, { signal });
        setLoad({ state: 'ready', templates: answer.data });
      } catch (error) {
        if (signal?.aborted) return;
        setLoad({ state: 'failed', message: error instanceof Error ? error.message : text.loadFailed });
      }
    },
    [kind],
  );

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    setEditing(null);
    void read(controller.signal);
    return () => controller.abort();
  }, [read]);

  const edit = (next: Editing) => {
    setDone(null);
    setEditing(next);
    focusLater('template-form');
  };
  const finished = (message: string) => {
    setEditing(null);
    setDeleting(null);
    setHasErrors(false);
    setDone((previous) => ({ message, serial: (previous?.serial ?? 0) + 1 }));
    void read();
  };

  const columns: TableColumn<ReplyTemplate>[] = [
    {
      id: 'name',
      header: text.columns.name,
      rowHeader: true,
      cell: (row) => <span lang={languageOfText(row.name)}>{row.name}</span>,
    },
    { id: 'language', header: text.columns.language, cell: (row) => replyLanguageNames[row.language] },
    {
      id: 'subject',
      header: text.columns.subject,
      cell: (row) => <span lang={languageOfText(row.subject)}>{row.subject}</span>,
    },
    { id: 'origin', header: text.columns.origin, cell: (row) => (row.builtIn ? text.builtIn : text.stored) },
    {
      id: 'actions',
      header: text.columns.actions,
      cell: (row) =>
        row.builtIn ? (
          <Button size="sm" variant="outline" onClick={() => edit({ mode: 'add', from: row })}>
            {text.replace}
            <VisuallyHidden> {row.name}</VisuallyHidden>
          </Button>
        ) : (
          <span className="staff-template-actions">
            <Button size="sm" variant="outline" onClick={() => edit({ mode: 'edit', template: row })}>
              {text.edit}
              <VisuallyHidden> {row.name}</VisuallyHidden>
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={(event) => setDeleting({ template: row, button: event.currentTarget })}
            >
              {text.remove}
              <VisuallyHidden> {row.name}</VisuallyHidden>
            </Button>
          </span>
        ),
    },
  ];

  const formHeading =
    editing?.mode === 'edit'
      ? text.formEdit(editing.template.name)
      : editing?.from
        ? text.formReplace(editing.from.name)
        : text.formAdd(kind.singular);

  return (
    <>
      <h1>{text.title}</h1>
      <p>{text.intro}</p>
      <nav aria-label={text.kindsLabel} className="staff-template-kinds">
        <ul>
          {replyKinds.map((each) => (
            <li key={each.slug}>
              <Link to={addressOf(each)} aria-current={each.slug === kind.slug ? 'page' : undefined}>
                {each.plural}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {done ? <NotificationBanner type="success" heading={done.message} focusKey={done.serial} /> : null}
      <section className="staff-section" aria-labelledby="templates-heading">
        <h2 id="templates-heading">{kind.plural}</h2>
        {load.state === 'loading' ? <Status>{text.loading}</Status> : null}
        {load.state === 'failed' ? (
          <Alert variant="error" title={text.loadFailed}>
            {load.message}
          </Alert>
        ) : null}
        {load.state === 'ready' ? (
          <Table
            caption={text.caption(kind.plural)}
            columns={columns}
            rows={load.templates}
            rowKey={(row) => row.id}
            empty={text.empty}
          />
        ) : null}
        {editing ? null : (
          <div className="staff-actions">
            <Button onClick={() => edit({ mode: 'add' })}>{text.add}</Button>
          </div>
        )}
      </section>
      {editing ? (
        <section className="staff-section" aria-labelledby="template-form">
          <h2 id="template-form">{formHeading}</h2>
          <TemplateForm
            key={editing.mode === 'edit' ? editing.template.id : (editing.from?.id ?? 'new')}
            kind={kind.apiKind}
            editing={editing}
            headingId="template-form"
            onSaved={finished}
            onCancel={() => {
              setEditing(null);
              setHasErrors(false);
              focusLater('templates-heading');
            }}
            onErrors={setHasErrors}
          />
        </section>
      ) : null}
      {deleting ? (
        <DeleteTemplateDialog
          template={deleting.template}
          onClose={() => {
            const button = deleting.button;
            setDeleting(null);
            requestAnimationFrame(() => button.focus());
          }}
          onDeleted={finished}
        />
      ) : null}
    </>
  );
}

import { cva } from 'class-variance-authority';
import {
  createContext,
  forwardRef,
  useContext,
  type HTMLAttributes,
  type MouseEventHandler,
  type ReactNode,
} from 'react';
import { renderAnchor, type RenderLink } from '../internal/links.js';
import { useUiSection } from '../locale/context.js';
import { enSummaryList } from '../locale/en.js';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.js';

export interface SummaryListAction {
  /** The visible words, such as 'Change' or 'Remove'. */
  label: ReactNode;
  /**
   * Completes the action's name for screen readers and voice control, where the language's table puts
   * it (`summaryList.actionName`): 'name' makes 'Change name'; in Hindi 'नाम' makes 'नाम बदलें'. Defaults to the row's key when that is text. Inside a SummaryCard, the card's title
   * follows in brackets, so that every 'Change name' on the page is told apart.
   */
  visuallyHiddenText?: string;
  /** A link to the page or form where the change is made. */
  href?: string;
  /** Without `href`: a button that runs this, for a change made in place. */
  onClick?: MouseEventHandler<HTMLButtonElement>;
}

export interface SummaryListRow {
  /** The label of the row, such as 'Name'. */
  key: ReactNode;
  /** The answer or fact. Say when there is none ('Not given'); do not leave it blank. */
  value: ReactNode;
  actions?: readonly SummaryListAction[];
  /** A stable React key when keys are not unique text. */
  id?: string;
}

export const summaryListVariants = cva('ui-summary-list', {
  variants: {
    borderless: { true: 'ui-summary-list--borderless', false: '' },
    noActions: { true: 'ui-summary-list--no-actions', false: '' },
  },
  defaultVariants: { borderless: false, noActions: false },
});

export interface SummaryListProps extends HTMLAttributes<HTMLDListElement> {
  rows: readonly SummaryListRow[];
  /** Draw the rows without the rules between them. */
  borderless?: boolean;
  /** Draws each action link; pass your router's link to keep client-side navigation. */
  renderLink?: RenderLink;
}

/** The title of the SummaryCard a list sits in, added to its actions' names. */
const SummaryCardTitleContext = createContext<string | undefined>(undefined);

/** The hidden words before and after an action's visible label. */
interface HiddenWords {
  before?: string;
  after?: string;
}

/**
 * Places the hidden subject where the language's `actionName` puts it: after the label in English
 * ('Change' + ' name'), before it in Hindi ('नाम ' + 'बदलें'). A card's title follows in brackets.
 */
function hiddenWords(actionName: string, subject: string | undefined, cardTitle?: string): HiddenWords {
  const [before = '', after = ''] = actionName.split('{action}');
  const fill = (part: string) => (subject ? part.replace('{subject}', subject) : '');
  const afterText = fill(after) + (cardTitle ? ` (${cardTitle})` : '');
  return { before: fill(before) || undefined, after: afterText || undefined };
}

/** A row's action's subject: its own hidden text, or the row's key when that is text. */
const rowSubject = (action: SummaryListAction, rowKey: ReactNode) =>
  action.visuallyHiddenText ?? (typeof rowKey === 'string' ? rowKey : undefined);

/** One action: a link when it has `href`, a button otherwise, named by its label and hidden text. */
function SummaryAction({
  action,
  hidden,
  className,
  renderLink,
}: {
  action: SummaryListAction;
  /** The hidden rest of the name, with its spaces. */
  hidden: HiddenWords;
  className: string;
  renderLink: RenderLink;
}) {
  const children = (
    <>
      {hidden.before ? <VisuallyHidden>{hidden.before}</VisuallyHidden> : null}
      {action.label}
      {hidden.after ? <VisuallyHidden>{hidden.after}</VisuallyHidden> : null}
    </>
  );
  if (action.href !== undefined) return renderLink({ href: action.href, className, children });
  return (
    <button type="button" className={className} onClick={action.onClick}>
      {children}
    </button>
  );
}

/**
 * Facts or answers as rows of key, value and actions (GOV.UK Frontend's summary list), in a `dl`: each
 * row a `div` holding a `dt` and a `dd`, then a `dd` of actions. Every action's name says what it
 * changes ('Change name'), with the subject in visually hidden text.
 */
export const SummaryList = forwardRef<HTMLDListElement, SummaryListProps>(function SummaryList(
  { rows, borderless, renderLink = renderAnchor, className, ...props },
  ref,
) {
  const cardTitle = useContext(SummaryCardTitleContext);
  const { actionName } = useUiSection('summaryList', enSummaryList).summaryList;
  const anyActions = rows.some((row) => row.actions?.length);
  return (
    <dl
      ref={ref}
      className={summaryListVariants({ borderless, noActions: !anyActions, className })}
      {...props}
    >
      {rows.map((row, index) => {
        const actions = row.actions ?? [];
        const [single] = actions;
        return (
          <div
            key={row.id ?? (typeof row.key === 'string' ? row.key : index)}
            className="ui-summary-list__row"
          >
            <dt className="ui-summary-list__key">{row.key}</dt>
            <dd className="ui-summary-list__value">{row.value}</dd>
            {actions.length === 1 && single ? (
              <dd className="ui-summary-list__actions">
                <SummaryAction
                  action={single}
                  hidden={hiddenWords(actionName, rowSubject(single, row.key), cardTitle)}
                  className="ui-summary-list__action"
                  renderLink={renderLink}
                />
              </dd>
            ) : actions.length > 1 ? (
              <dd className="ui-summary-list__actions">
                <ul className="ui-summary-list__actions-list">
                  {actions.map((action, actionIndex) => (
                    <li key={actionIndex} className="ui-summary-list__actions-item">
                      <SummaryAction
                        action={action}
                        hidden={hiddenWords(actionName, rowSubject(action, row.key), cardTitle)}
                        className="ui-summary-list__action"
                        renderLink={renderLink}
                      />
                    </li>
                  ))}
                </ul>
              </dd>
            ) : null}
          </div>
        );
      })}
    </dl>
  );
});

export interface SummaryCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Names what the card summarises; a heading. Its text is added to every action's name inside. */
  title: ReactNode;
  /** The text added to the actions' names when `title` is not plain text. */
  titleText?: string;
  headingLevel?: 2 | 3 | 4;
  /** Actions on the whole card, such as 'Remove'. Their hidden text defaults to the title. */
  actions?: readonly SummaryListAction[];
  renderLink?: RenderLink;
  /** A SummaryList. */
  children: ReactNode;
}

/** A SummaryList under a title bar, with actions for the whole card (GOV.UK Frontend's summary card). */
export const SummaryCard = forwardRef<HTMLDivElement, SummaryCardProps>(function SummaryCard(
  {
    title,
    titleText,
    headingLevel = 2,
    actions = [],
    renderLink = renderAnchor,
    className,
    children,
    ...props
  },
  ref,
) {
  const Heading = `h${headingLevel}` as const;
  const text = titleText ?? (typeof title === 'string' ? title : undefined);
  const { actionName } = useUiSection('summaryList', enSummaryList).summaryList;
  return (
    <div ref={ref} className={['ui-summary-card', className].filter(Boolean).join(' ')} {...props}>
      <div className="ui-summary-card__title-wrapper">
        <Heading className="ui-summary-card__title">{title}</Heading>
        {actions.length ? (
          <ul className="ui-summary-card__actions">
            {actions.map((action, index) => (
              <li key={index} className="ui-summary-card__action">
                <SummaryAction
                  action={action}
                  // The card's own actions name the card: 'Remove Asha Rao'.
                  hidden={hiddenWords(actionName, action.visuallyHiddenText ?? text)}
                  className="ui-summary-list__action"
                  renderLink={renderLink}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="ui-summary-card__content">
        <SummaryCardTitleContext.Provider value={text}>{children}</SummaryCardTitleContext.Provider>
      </div>
    </div>
  );
});

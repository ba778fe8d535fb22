import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useHydrated } from '../internal/useHydrated.js';
import { useTabs, type TabsActivation } from './useTabs.js';
import { useUiSection } from '../locale/context.js';
import { enTabs } from '../locale/en.js';

export interface TabItem {
  /** A short, unique token for the tab ('details', 'history'); part of the ids. */
  id: string;
  /** The tab's visible name, which also names its panel. */
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange'> {
  /** Names the tab list for screen readers, such as 'Asha Rao’s application'. */
  label: string;
  tabs: readonly TabItem[];
  /** The selected tab's id, when the caller keeps it (in the address, say). */
  value?: string;
  /** The tab selected at first, when the component keeps it: the first tab by default. */
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  /**
   * `automatic` (the default): the arrow keys select as they move, as WAI-ARIA advises when panels show
   * at once. `manual`: the arrow keys only move, and Enter or Space selects; use it when showing a panel
   * is slow (it loads data) or does something (marks a submission as read).
   */
  activation?: TabsActivation;
  /** Before scripts run the tabs are a list of links to the panels, each panel under its own heading. */
  contentsTitle?: string;
  /** The level of those headings before scripts run: 2 by default. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The WAI-ARIA tabs pattern. The server renders, and a visitor without scripts gets, GOV.UK's fallback:
 * a contents list of links to the panels, each panel shown under a heading. Once hydrated it becomes a
 * tab list (arrow keys, Home and End, automatic or manual activation) whose panels stay in the page,
 * the inactive ones `hidden`, so their state survives a change of tab.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  {
    label,
    tabs,
    value,
    defaultValue,
    onValueChange,
    activation = 'automatic',
    contentsTitle: contentsTitleProp,
    headingLevel = 2,
    className,
    ...props
  },
  ref,
) {
  const strings = useUiSection('tabs', enTabs);
  const contentsTitle = contentsTitleProp ?? strings.tabs.contents;
  const enhanced = useHydrated();
  const ids = tabs.map((tab) => tab.id);
  const { selected, select, tabId, panelId, onKeyDown, tabRef } = useTabs({
    ids,
    value,
    defaultValue,
    onValueChange,
    activation,
  });
  if (tabs.length === 0) return null;
  const classes = ['ui-tabs', enhanced ? '' : 'ui-tabs--static', className].filter(Boolean).join(' ');

  if (!enhanced) {
    const Heading = `h${headingLevel}` as const;
    return (
      <div ref={ref} className={classes} {...props}>
        <Heading className="ui-tabs__title">{contentsTitle}</Heading>
        <ul className="ui-tabs__contents">
          {tabs.map((tab) => (
            <li key={tab.id}>
              <a href={`#${panelId(tab.id)}`}>{tab.label}</a>
            </li>
          ))}
        </ul>
        {tabs.map((tab) => (
          <div key={tab.id} id={panelId(tab.id)} className="ui-tabs__panel">
            <Heading className="ui-tabs__panel-title">{tab.label}</Heading>
            {tab.content}
          </div>
        ))}
      </div>
    );
  }

  return (
    <div ref={ref} className={classes} {...props}>
      <div role="tablist" aria-label={label} className="ui-tabs__list">
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={tabRef(tab.id)}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              data-tab-id={tab.id}
              className="ui-tabs__tab"
              onClick={() => select(tab.id)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          // A stop of its own, so Tab from the tab list reaches the panel even when it holds no control,
          // as WAI-ARIA's tabs pattern asks.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
          tabIndex={0}
          hidden={tab.id !== selected}
          className="ui-tabs__panel"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
});

import { lazy, type ComponentType } from 'react';
import { auditText } from './audit/auditText.js';
import { dataRequestsText } from './data-requests/dataRequestsText.js';
import { teamText } from './team/teamText.js';
import { templatesText } from './templates/templatesText.js';

// Each page is a chunk of its own, loaded when it is first shown: the first load of the inbox brings
// only the shell and the page asked for.
const OverviewPage = lazy(() => import('./pages/OverviewPage.js'));
const InboxPage = lazy(() => import('./inbox/InboxPage.js'));
const PeoplePage = lazy(() => import('./people/PeoplePage.js'));
const TeamPage = lazy(() => import('./team/TeamPage.js'));
const AuditPage = lazy(() => import('./audit/AuditPage.js'));
const DataRequestsPage = lazy(() => import('./data-requests/DataRequestsPage.js'));
const TemplatesPage = lazy(() => import('./templates/TemplatesPage.js'));
const AcceptInvitePage = lazy(() => import('./invite/AcceptInvitePage.js'));
const SignedOutPage = lazy(() => import('./team/SignedOutPage.js'));
const ListPage = lazy(() => import('./pages/ListPage.js'));
const DetailPage = lazy(() => import('./pages/DetailPage.js'));

export interface StaffPageEntry {
  /**
   * The address under /staff, as a route path (react-router-dom) relative to it: '' for /staff itself, 'team',
   * ':kind/:id'. Fixed segments win over parameters, so 'team' is never taken for a kind.
   */
  path: string;
  /** The page's title before ' | Staff inbox | <site name>'; a page whose title depends on its data sets its own. */
  title: string;
  /** The page. It calls `useStaffPage(title)` for its <title> and focus. */
  component: ComponentType;
  /** Only admins see it (and its link in the staff navigation); staff are told it is for admins. */
  adminOnly?: boolean;
  /** What staff are told on an admins-only page, instead of 'This page is for administrators'. */
  refusal?: { title: string; text: string };
  /** Shown to anyone, signed in or not (the invite acceptance page): the staff gate does not apply. */
  open?: boolean;
  /** Its words in the staff navigation, in this array's order; pages without one are not listed. */
  nav?: string;
}

/**
 * Every page of the staff inbox. Add a page here (and its file under src/): the inbox's routes, its
 * navigation and its gate all read this list.
 */
export const staffPages: StaffPageEntry[] = [
  {
    path: '',
    title: 'Overview',
    component: OverviewPage,
    nav: 'Overview',
  },
  {
    path: 'inbox',
    title: 'Inbox',
    component: InboxPage,
    nav: 'Inbox',
  },
  {
    path: 'people',
    title: 'A person’s data',
    component: PeoplePage,
    nav: 'People',
  },
  {
    path: 'team',
    title: 'Staff accounts',
    component: TeamPage,
    adminOnly: true,
    refusal: { title: teamText.refusedTitle, text: teamText.refused },
    nav: 'Team',
  },
  {
    path: 'audit',
    title: auditText.title,
    component: AuditPage,
    adminOnly: true,
    refusal: { title: auditText.refusedTitle, text: auditText.refused },
    nav: 'Audit',
  },
  {
    path: 'data-requests',
    title: dataRequestsText.title,
    component: DataRequestsPage,
    adminOnly: true,
    refusal: { title: dataRequestsText.refusedTitle, text: dataRequestsText.refused },
    nav: 'Data requests',
  },
  {
    path: 'reply-templates',
    title: templatesText.title,
    component: TemplatesPage,
    adminOnly: true,
    refusal: { title: templatesText.refusedTitle, text: templatesText.refused },
    nav: 'Reply templates',
  },
  {
    path: 'accept-invite',
    title: 'Set your password',
    component: AcceptInvitePage,
    open: true,
  },
  {
    path: 'signed-out',
    title: 'You are signed out everywhere',
    component: SignedOutPage,
    open: true,
  },
  {
    path: ':kind',
    title: 'Submissions',
    component: ListPage,
  },
  {
    path: ':kind/:id',
    title: 'Submission',
    component: DetailPage,
  },
];

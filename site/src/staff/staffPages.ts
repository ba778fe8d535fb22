import { lazy, type ComponentType } from 'react';
import { teamText } from './team/teamText.js';

export interface StaffPageEntry {
  /**
   * The address under /staff, as a React Router path relative to it: '' for /staff itself, 'team',
   * ':kind/:id'. Fixed segments win over parameters, so 'team' is never taken for a kind.
   */
  path: string;
  /** The page's title before ' | Staff inbox | <site name>'; a page whose title depends on its data sets its own. */
  title: string;
  /**
   * The page: `lazy(() => import('./…'))` for its own chunk, loaded when first shown. It calls
   * `useStaffPage(title)` for its <title> and focus.
   */
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
 * Every page of the staff inbox. Add a page here (and its file under src/staff/): the inbox's
 * routes, its navigation and its gate all read this list.
 */
export const staffPages: StaffPageEntry[] = [
  {
    path: '',
    title: 'Overview',
    component: lazy(() => import('./pages/OverviewPage.js')),
    nav: 'Overview',
  },
  {
    path: 'people',
    title: 'A person’s data',
    component: lazy(() => import('./people/PeoplePage.js')),
    nav: 'People',
  },
  {
    path: 'team',
    title: 'Staff accounts',
    component: lazy(() => import('./team/TeamPage.js')),
    adminOnly: true,
    refusal: { title: teamText.refusedTitle, text: teamText.refused },
    nav: 'Team',
  },
  {
    path: 'accept-invite',
    title: 'Set your password',
    component: lazy(() => import('./invite/AcceptInvitePage.js')),
    open: true,
  },
  {
    path: 'signed-out',
    title: 'You are signed out everywhere',
    component: lazy(() => import('./team/SignedOutPage.js')),
    open: true,
  },
  {
    path: ':kind',
    title: 'Submissions',
    component: lazy(() => import('./pages/ListPage.js')),
  },
  {
    path: ':kind/:id',
    title: 'Submission',
    component: lazy(() => import('./pages/DetailPage.js')),
  },
];

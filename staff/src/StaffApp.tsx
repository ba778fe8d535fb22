import { useSession } from '@inclusion/forms/react';
import { Alert, Button, ButtonLink, Container, Status } from '@inclusion/ui';
import { Suspense, useEffect, useState } from 'react';
import { Link, matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { useSignIn } from './signIn/SignInProvider.js';
import { currentRole } from './staffApi.js';
import StaffNotFound from './pages/StaffNotFound.js';
import { forgetSearches } from './searches.js';
import { staffPages, type StaffPageEntry } from './staffPages.js';
import { SignOutEverywhere } from './team/SignOutEverywhere.js';
import { useStaffPage } from './useStaffPage.js';

type Access =
  | { state: 'checking' }
  | { state: 'signed-out' }
  | { state: 'user' }
  | { state: 'staff'; role: 'staff' | 'admin' }
  | { state: 'failed'; message: string };

const staffPath = (path: string) => (path ? `/staff/${path}` : '/staff');

/** Who is signed in, as the server knows it now: a stored role may be out of date. */
function useAccess(): Access {
  const { token } = useSession();
  const [access, setAccess] = useState<Access>(token ? { state: 'checking' } : { state: 'signed-out' });
  useEffect(() => {
    if (!token) {
      forgetSearches();
      setAccess({ state: 'signed-out' });
      return;
    }
    setAccess({ state: 'checking' });
    const controller = new AbortController();
    currentRole(controller.signal).then(
      (role) =>
        setAccess(role === 'staff' || role === 'admin' ? { state: 'staff', role } : { state: 'user' }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // A 401 has signed out already: the token change brings the sign-in prompt.
        if ((error as { status?: number }).status === 401) return;
        setAccess({
          state: 'failed',
          message: error instanceof Error ? error.message : 'The server could not be reached.',
        });
      },
    );
    return () => controller.abort();
  }, [token]);
  return access;
}

function SignInPrompt() {
  useStaffPage('Sign in');
  const signIn = useSignIn();
  return (
    <>
      <h1>Sign in to the staff inbox</h1>
      <p>The staff inbox is for the foundation’s staff. Sign in with your staff account to continue.</p>
      <p>Once you are signed in, this page opens where you are now.</p>
      <p>
        <Button onClick={(event) => signIn.open(event.currentTarget)}>Sign in</Button>
      </p>
    </>
  );
}

function NotStaff({
  adminOnly = false,
  refusal,
}: {
  adminOnly?: boolean;
  /** An admins-only page's own words for staff (its `refusal` in the registry). */
  refusal?: StaffPageEntry['refusal'];
}) {
  const title = adminOnly
    ? (refusal?.title ?? 'This page is for administrators')
    : 'This area is for the foundation’s staff';
  useStaffPage(title);
  return (
    <>
      <h1>{title}</h1>
      {adminOnly ? (
        <p>
          {refusal?.text ?? 'Only an administrator can open this page.'}{' '}
          <Link to="/staff">Go to the staff inbox overview</Link>.
        </p>
      ) : (
        <>
          <p>
            You are signed in, but your account is not a staff account. If you work for the foundation, ask an
            administrator to invite you.
          </p>
          <p>
            {/* The public site is another application: a plain link loads it. */}
            <a href="/">Go to the home page</a>
          </p>
        </>
      )}
    </>
  );
}

function StaffNavigation({ role }: { role: 'staff' | 'admin' }) {
  const { pathname } = useLocation();
  const items = staffPages.filter((page) => page.nav && (!page.adminOnly || role === 'admin'));
  const current = (page: StaffPageEntry) =>
    page.path === ''
      ? pathname === '/staff' || pathname === '/staff/'
      : matchPath({ path: staffPath(page.path), end: false }, pathname) !== null;

  return (
    <nav className="staff-nav" aria-label="Staff inbox">
      <ul className="staff-nav__list">
        {items.map((page) => (
          <li key={page.path}>
            <Link to={staffPath(page.path)} aria-current={current(page) ? 'page' : undefined}>
              {page.nav}
            </Link>
          </li>
        ))}
        <li>
          <SignOutEverywhere />
        </li>
      </ul>
    </nav>
  );
}

function Loading() {
  return <Status>Loading…</Status>;
}

function Gate({ page, access }: { page: StaffPageEntry; access: Access }) {
  const Page = page.component;
  if (page.open) return <Page />;
  switch (access.state) {
    case 'checking':
      return (
        <>
          <h1>Staff inbox</h1>
          <Status>Checking your account…</Status>
        </>
      );
    case 'signed-out':
      return <SignInPrompt />;
    case 'user':
      return <NotStaff />;
    case 'failed':
      return (
        <>
          <h1>Staff inbox</h1>
          <Alert variant="error" title="The inbox could not check your account">
            {access.message} <ButtonLink href={window.location.href}>Try again</ButtonLink>
          </Alert>
        </>
      );
    case 'staff':
      return page.adminOnly && access.role !== 'admin' ? (
        <NotStaff adminOnly refusal={page.refusal} />
      ) : (
        <Page />
      );
  }
}

/** The staff inbox: its navigation, its gate and its pages (from `staffPages`). */
export default function StaffApp() {
  const access = useAccess();
  return (
    <Container className="staff-shell">
      {access.state === 'staff' ? <StaffNavigation role={access.role} /> : null}
      <Suspense fallback={<Loading />}>
        <Routes>
          {staffPages.map((page) => (
            <Route
              key={page.path || 'index'}
              path={page.path === '' ? undefined : page.path}
              index={page.path === ''}
              element={<Gate page={page} access={access} />}
            />
          ))}
          <Route path="*" element={<StaffNotFound />} />
        </Routes>
      </Suspense>
    </Container>
  );
}

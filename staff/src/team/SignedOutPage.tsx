import { useSession } from '@inclusion/forms/react';
import { Button } from '@inclusion/ui';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignIn } from '../signIn/SignInProvider.js';
import { useStaffPage } from '../useStaffPage.js';
import { teamText } from './teamText.js';

/** /staff/signed-out: after 'Sign out everywhere', says that every session ended, until the user moves on. */
export default function SignedOutPage() {
  const text = teamText.signOutEverywhere;
  useStaffPage(text.doneTitle);
  const signIn = useSignIn();
  const navigate = useNavigate();
  const { token } = useSession();
  const before = useRef(token);
  // Signed in again from here: on to the inbox.
  useEffect(() => {
    if (token && token !== before.current) navigate('/staff');
  }, [token, navigate]);
  return (
    <>
      <h1>{text.doneTitle}</h1>
      <p>{text.done}</p>
      <p>
        <Button onClick={(event) => signIn.open(event.currentTarget)}>Sign in</Button>
      </p>
    </>
  );
}

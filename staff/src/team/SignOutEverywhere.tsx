import { sessionStore } from '@inclusion/forms';
import { Alert, Button, ModalClose } from '@inclusion/ui';
import { Modal } from '@inclusion/ui/modal';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { staffClient } from '../staffApi.js';
import { teamText } from './teamText.js';

/** Where signing out everywhere leads: a page that says it happened (`SignedOutPage`). */
export const signedOutPath = '/staff/signed-out';

/**
 * 'Sign out everywhere': a button, then a dialog that says what it does and asks to confirm. Confirming
 * ends every session of the account on the server, forgets it here, and opens the page that says so
 * (focus goes to its heading: the user acted). A failure is shown in the dialog and takes focus.
 */
export function SignOutEverywhere() {
  const text = teamText.signOutEverywhere;
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; count: number } | null>(null);

  async function confirm() {
    setBusy(true);
    try {
      await staffClient.staff.logoutEverywhere();
    } catch (error) {
      setFailure((previous) => ({
        message: error instanceof Error && error.message ? error.message : text.failed,
        count: (previous?.count ?? 0) + 1,
      }));
      setBusy(false);
      return;
    }
    setOpen(false);
    sessionStore.signOut();
    navigate(signedOutPath);
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setFailure(null);
      }}
      title={text.title}
      description={text.description}
      size="sm"
      trigger={
        <Button variant="secondary" size="sm">
          {text.button}
        </Button>
      }
      footer={
        <>
          <Button variant="danger" busy={busy} busyLabel={text.busy} onClick={() => void confirm()}>
            {text.confirm}
          </Button>
          <ModalClose>
            <Button variant="outline">{text.cancel}</Button>
          </ModalClose>
        </>
      }
    >
      {failure ? (
        <Alert variant="error" focusKey={failure.count}>
          {failure.message}
        </Alert>
      ) : null}
    </Modal>
  );
}

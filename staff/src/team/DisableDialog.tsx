import { type StaffAccount } from '@inclusion/forms';
import { Alert, Button, ModalClose } from '@inclusion/ui';
import { Modal } from '@inclusion/ui/modal';
import { useState } from 'react';
import { staffClient } from '../staffApi.js';
import { teamText } from './teamText.js';

export interface AccountChange {
  account: StaffAccount;
  disable: boolean;
}

/**
 * The confirmation before disabling (or enabling) an account: a dialog that names the person and says
 * what will happen. Confirming sends the change; a refusal (such as 'You cannot disable your own
 * account.') is shown in the dialog and takes focus. Focus returns to the row's button on closing.
 */
export function DisableDialog({
  change,
  onClose,
  onChanged,
}: {
  change: AccountChange;
  onClose: () => void;
  onChanged: (message: string) => void;
}) {
  const { account, disable } = change;
  const words = disable ? teamText.confirmDisable : teamText.confirmEnable;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; count: number } | null>(null);

  async function confirm() {
    setBusy(true);
    try {
      await (disable
        ? staffClient.staff.accounts.disable(account.id)
        : staffClient.staff.accounts.enable(account.id));
      onChanged(disable ? teamText.disabledResult(account.name) : teamText.enabledResult(account.name));
    } catch (error) {
      setFailure((previous) => ({
        message: error instanceof Error ? error.message : teamText.loadFailed,
        count: (previous?.count ?? 0) + 1,
      }));
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={words.title(account.name)}
      description={words.description(account.name, account.email)}
      size="sm"
      footer={
        <>
          <Button
            variant={disable ? 'danger' : 'primary'}
            busy={busy}
            busyLabel={words.busy}
            onClick={() => void confirm()}
          >
            {words.confirm(account.name)}
          </Button>
          <ModalClose>
            <Button variant="outline">{words.cancel}</Button>
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

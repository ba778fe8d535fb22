import type { ReplyTemplate } from '@inclusion/forms';
import { Alert, Button, ModalClose } from '@inclusion/ui';
import { Modal } from '@inclusion/ui/modal';
import { useState } from 'react';
import { staffClient } from '../staffApi.js';
import { templatesText as text } from './templatesText.js';

/** The confirmation before deleting a template; focus returns to its Delete button on closing. */
export function DeleteTemplateDialog({
  template,
  onClose,
  onDeleted,
}: {
  template: ReplyTemplate;
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; count: number } | null>(null);

  async function confirm() {
    setBusy(true);
    try {
      const answer = await staffClient.replies.deleteTemplate(template.id);
      onDeleted(`${answer.message}: ${template.name}.`);
    } catch (error) {
      setFailure((previous) => ({
        message: error instanceof Error ? error.message : text.loadFailed,
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
      title={text.confirmDelete.title(template.name)}
      description={text.confirmDelete.description}
      size="sm"
      footer={
        <>
          <Button
            variant="danger"
            busy={busy}
            busyLabel={text.confirmDelete.busy}
            onClick={() => void confirm()}
          >
            {text.confirmDelete.confirm}
          </Button>
          <ModalClose>
            <Button variant="outline">{text.confirmDelete.cancel}</Button>
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

import type { RecordKind, ReplyTemplate } from '@inclusion/forms';
import { useEffect, useState } from 'react';
import { staffClient } from '../staffApi.js';
import { replyText } from './replyText.js';

/** The kind's reply templates, and words for the list while it loads or when it failed. */
export function useReplyTemplates(kind: RecordKind): {
  templates: ReplyTemplate[];
  note: string | undefined;
} {
  const [state, setState] = useState<{ templates: ReplyTemplate[]; note: string | undefined }>({
    templates: [],
    note: replyText.templatesLoading,
  });
  useEffect(() => {
    const controller = new AbortController();
    staffClient.replies
      .templates(kind, { signal: controller.signal })
      .then((answer) => setState({ templates: answer.data, note: undefined }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ templates: [], note: replyText.templatesFailed });
      });
    return () => controller.abort();
  }, [kind]);
  return state;
}

import { act as reactAct } from 'react';

/** React's act, in the mode vitest-browser-react uses for its own calls. */
export async function act(callback: () => unknown) {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  scope.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await reactAct(async () => {
      await callback();
    });
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = false;
  }
}

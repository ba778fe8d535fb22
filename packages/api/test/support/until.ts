/**
 * Resolves once `condition` holds, asking again after `pauseMs` each time it does not. It has no
 * deadline of its own: a state that never comes is a hang, which the test's timeout reports.
 */
export async function until(condition: () => boolean | Promise<boolean>, pauseMs = 20): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, pauseMs));
}

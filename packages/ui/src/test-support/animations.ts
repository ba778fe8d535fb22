/**
 * Resolves once `element` has no animation left to run (a dialog's entrance, say), so that axe and
 * geometry see it still.
 *
 * It waits for each animation's own `finished` promise rather than polling against a deadline: under
 * load a 200 ms entrance can take longer than Testing Library's one-second `waitFor`, and a slow
 * machine should make the test slower, not make it fail. An animation that never ends is still caught,
 * by the test's own timeout.
 */
export async function animationsEnded(element: Element): Promise<void> {
  for (;;) {
    const running = element.getAnimations().filter((animation) => animation.playState !== 'finished');
    if (running.length === 0) return;
    // A cancelled animation rejects `finished`; it has stopped all the same.
    await Promise.allSettled(running.map((animation) => animation.finished));
  }
}

/**
 * Names a spec gives what it sends, so its searches find only its own records on a server the
 * other specs share.
 */

/** Random lower-case letters: a run's tag, found only as part of itself. */
export const letters = (length: number) =>
  Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** Two letters for the index-th item ('aa', 'ab', …), so items sort in the order they were sent. */
export const ordinal = (index: number) =>
  String.fromCharCode(97 + Math.floor(index / 26)) + String.fromCharCode(97 + (index % 26));

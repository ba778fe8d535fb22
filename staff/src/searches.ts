/**
 * Each kind's last list search, in this tab's memory only: back from a detail, the list shows what it
 * showed. Never stored, never put in an address; a reload or signing out forgets it.
 */
const searches = new Map<string, string>();

export const lastSearch = (kind: string) => searches.get(kind) ?? '';

export function rememberSearch(kind: string, text: string) {
  if (text) searches.set(kind, text);
  else searches.delete(kind);
}

/** On signing out, so the next person at this computer starts afresh. */
export const forgetSearches = () => searches.clear();

import type { Locator } from '@playwright/test';

/**
 * Each error summary link must say which field it is about (GOV.UK): its text names the field as the
 * form labels it (the label, or the legend of a group of choices), or the message already does.
 * Returns the links that do not, with the name they miss.
 */
export async function unnamedEntries(summary: Locator): Promise<string[]> {
  return summary.getByRole('link').evaluateAll((links) => {
    const plain = (text: string | null | undefined) =>
      (text ?? '')
        .replace(/\((required|optional)\)/gi, '')
        .replace(/\([^)]*\)/g, '')
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim()
        .toLowerCase();
    return links.flatMap((link) => {
      const id = decodeURIComponent(link.getAttribute('href')?.slice(1) ?? '');
      const control = document.getElementById(id);
      const legend = control?.closest('fieldset')?.querySelector('legend');
      const label = legend ?? document.querySelector(`label[for="${CSS.escape(id)}"]`);
      const name = plain(label?.textContent);
      if (!name) return [`${link.textContent}: its field ${id} has no label`];
      return plain(link.textContent).includes(name) ? [] : [`"${link.textContent}" does not name "${name}"`];
    });
  });
}

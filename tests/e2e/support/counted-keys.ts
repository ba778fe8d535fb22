import { expect, type Locator, type Page } from '@playwright/test';

/** One line of the key count: what was done to which item, and what it cost. */
export interface KeyCount {
  item: string;
  action: string;
  /** Keys pressed one at a time: Tab, Shift+Tab, Enter, Space, arrows, Control+A. */
  keys: number;
  /** Characters typed into a field, each one a key. */
  characters: number;
}

const isFocused = (target: Locator) =>
  target
    .and(target.page().locator(':focus'))
    .count()
    .then((count) => count > 0)
    .catch(() => false);

/**
 * The page's keyboard with every key counted: a press is one key, and text typed is one key per
 * character, kept apart so a table can say how much was moving about and how much was writing.
 * `step` puts what a block of work cost on a line of its own; `table` prints the lines.
 */
export function countedKeyboard(page: Page) {
  let keys = 0;
  let characters = 0;
  const lines: KeyCount[] = [];

  const press = async (key: string) => {
    keys += 1;
    await page.keyboard.press(key);
  };
  const type = async (text: string) => {
    characters += [...text].length;
    await page.keyboard.type(text);
  };

  /** Presses Tab (or Shift+Tab) until `target` has focus; fails if it never does. */
  const tabTo = async (target: Locator, { max = 80, backwards = false } = {}) => {
    for (let presses = 0; presses < max; presses += 1) {
      if (await isFocused(target)) return;
      await press(backwards ? 'Shift+Tab' : 'Tab');
    }
    await expect(target, `reached by ${backwards ? 'Shift+' : ''}Tab within ${max} presses`).toBeFocused();
  };

  /**
   * Opens the focused Radix Select with Enter and picks `option`: by typing its first letters when
   * `typeAhead` is given (a long list of names), else by the Down arrow; Enter chooses it.
   */
  const choose = async (trigger: Locator, option: string, typeAhead?: string) => {
    await expect(trigger).toBeFocused();
    await press('Enter');
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    // Radix focuses the chosen (or first) option once the list is positioned: keys before that are lost.
    const focusedOption = listbox.locator('[role="option"]:focus');
    await expect(focusedOption).toHaveCount(1);
    const wanted = listbox.getByRole('option', { name: option, exact: true });
    if (typeAhead !== undefined) {
      await type(typeAhead);
    } else {
      for (let presses = 0; presses < 30; presses += 1) {
        if (await isFocused(wanted)) break;
        const before = (await focusedOption.textContent()) ?? '';
        await press('ArrowDown');
        await expect(focusedOption).not.toHaveText(before);
      }
    }
    await expect(wanted).toBeFocused();
    await press('Enter');
    await expect(listbox).toBeHidden();
    await expect(trigger).toContainText(option);
  };

  /** Runs `work` and records what it cost as one line of the table. */
  const step = async (item: string, action: string, work: () => Promise<unknown>) => {
    const [keysBefore, charactersBefore] = [keys, characters];
    await work();
    lines.push({ item, action, keys: keys - keysBefore, characters: characters - charactersBefore });
  };

  const table = () => {
    const rows = [
      ['Item', 'Action', 'Keys pressed', 'Characters typed'],
      ...lines.map((line) => [line.item, line.action, String(line.keys), String(line.characters)]),
      [
        'All',
        '',
        String(lines.reduce((sum, line) => sum + line.keys, 0)),
        String(lines.reduce((sum, line) => sum + line.characters, 0)),
      ],
    ];
    const width = (column: number) => Math.max(...rows.map((row) => (row[column] ?? '').length));
    return rows.map((row) => row.map((cell, column) => cell.padEnd(width(column))).join(' | ')).join('\n');
  };

  /** Each item's lines added up, in the order the items first came. */
  const perItem = () => {
    const totals = new Map<string, { keys: number; characters: number; actions: number }>();
    for (const line of lines) {
      const total = totals.get(line.item) ?? { keys: 0, characters: 0, actions: 0 };
      totals.set(line.item, {
        keys: total.keys + line.keys,
        characters: total.characters + line.characters,
        actions: total.actions + 1,
      });
    }
    return totals;
  };

  return { press, type, tabTo, choose, step, table, perItem, lines };
}

export type CountedKeyboard = ReturnType<typeof countedKeyboard>;

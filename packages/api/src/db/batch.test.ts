import { describe, expect, it, vi } from 'vitest';
import { createBatchInserter } from './batch.js';

interface Values {
  key: string;
}
interface Row extends Values {
  id: number;
}

function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

/** Lets a `setImmediate` run. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

function setup(options: { failWhen?: (values: Values[]) => boolean; concurrency?: number } = {}) {
  let nextId = 1;
  const gates: ReturnType<typeof deferred>[] = [];
  const insertMany = vi.fn(async (values: Values[]): Promise<Row[]> => {
    const gate = deferred();
    gates.push(gate);
    await gate.promise;
    if (options.failWhen?.(values)) throw new Error('unique violation');
    // Rows come back in reverse, as a database may return them in any order.
    return values.map((value) => ({ ...value, id: nextId++ })).reverse();
  });
  const insertOne = vi.fn(async (values: Values): Promise<Row> => {
    if (values.key === 'bad') throw new Error('check constraint');
    return { ...values, id: nextId++ };
  });
  const insert = createBatchInserter<Values, Row>({
    insertMany,
    insertOne,
    keyOfValues: (values) => values.key,
    keyOfRow: (row) => row.key,
    concurrency: options.concurrency,
  });
  /** Ends the oldest statement under way, once one is (an insert starts on a later turn). */
  const releaseNext = async () => {
    while (gates.length === 0) await nextTurn();
    gates.shift()?.release();
  };
  return { insert, insertMany, insertOne, releaseNext, gates };
}

describe('createBatchInserter', () => {
  it('writes the rows of one turn together, and the rows that arrive meanwhile together next', async () => {
    const { insert, insertMany, releaseNext } = setup();
    const first = [insert({ key: 'a' }), insert({ key: 'a2' })];
    await nextTurn();
    const rest = [insert({ key: 'b' }), insert({ key: 'c' }), insert({ key: 'd' })];
    await nextTurn();
    expect(insertMany).toHaveBeenCalledTimes(1);
    expect(insertMany).toHaveBeenLastCalledWith([{ key: 'a' }, { key: 'a2' }]);
    await releaseNext();
    expect((await Promise.all(first)).map((row) => row.key)).toEqual(['a', 'a2']);
    await releaseNext();
    const rows = await Promise.all(rest);
    expect(insertMany).toHaveBeenCalledTimes(2);
    expect(insertMany).toHaveBeenLastCalledWith([{ key: 'b' }, { key: 'c' }, { key: 'd' }]);
    // Each caller gets its own row, whatever order the database returned them in.
    expect(rows.map((row) => row.key)).toEqual(['b', 'c', 'd']);
  });

  it('answers nobody before the statement has finished', async () => {
    const { insert, insertMany, releaseNext } = setup();
    let answered = false;
    const pending = insert({ key: 'a' }).then(() => {
      answered = true;
    });
    // The statement has started and waits for its release; another turn lets an early answer through.
    await nextTurn();
    expect(insertMany).toHaveBeenCalledTimes(1);
    await nextTurn();
    expect(answered).toBe(false);
    await releaseNext();
    await pending;
    expect(answered).toBe(true);
  });

  it('when a batch fails, tries each row alone, so only the bad one fails', async () => {
    const { insert, insertOne, releaseNext } = setup({ failWhen: (values) => values.length > 1 });
    const first = insert({ key: 'a' });
    await nextTurn();
    const good = insert({ key: 'b' });
    const bad = insert({ key: 'bad' });
    await releaseNext();
    await first;
    await releaseNext();
    await expect(good).resolves.toMatchObject({ key: 'b' });
    await expect(bad).rejects.toThrow('check constraint');
    expect(insertOne).toHaveBeenCalledTimes(2);
  });

  it('runs up to `concurrency` statements at once', async () => {
    const { insert, insertMany, releaseNext } = setup({ concurrency: 2 });
    const all = [insert({ key: 'a' })];
    await nextTurn();
    all.push(insert({ key: 'b' }));
    await nextTurn();
    all.push(insert({ key: 'c' }));
    await nextTurn();
    expect(insertMany).toHaveBeenCalledTimes(2);
    await releaseNext();
    await releaseNext();
    await releaseNext();
    expect((await Promise.all(all)).map((row) => row.key)).toEqual(['a', 'b', 'c']);
  });
});

import { describe, expect, it } from 'vitest';
import { newsSchema } from './index.js';

const valid = { fullName: 'Asha Rao', email: 'asha@example.org', newsUpdate: 'A new ramp at the library.' };

const messagesFor = (input: object, field: string) => {
  const result = newsSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.filter((issue) => issue.path[0] === field).map((i) => i.message);
};

describe('newsSchema', () => {
  it.each([
    [undefined, 'News update is required'],
    ['', 'News update is required'],
    ['a'.repeat(9), 'News update must be at least 10 characters long'],
    ['a'.repeat(10), null],
    ['a'.repeat(2000), null],
    ['a'.repeat(2001), 'News update must be less than 2000 characters'],
  ])('newsUpdate %j → %s', (value, expected) => {
    expect(messagesFor({ ...valid, newsUpdate: value }, 'newsUpdate')).toEqual(expected ? [expected] : []);
  });

  it('has no mobile field', () => {
    expect(newsSchema.parse({ ...valid, mobile: '9876543210' })).toStrictEqual(valid);
  });
});

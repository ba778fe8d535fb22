import { expect, test } from 'vitest';
import * as forms from './index.js';

test('the public API offers no reset delays: a thank-you view never goes on a timer (WCAG 2.2.1)', () => {
  expect(forms).not.toHaveProperty('resetDelays');
  expect(Object.keys(forms).filter((name) => /delay|timer/i.test(name))).toEqual([]);
});

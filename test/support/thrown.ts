import { expect } from 'vitest';

/** The error `fn` throws, which must be a `kind` (the test fails when it throws nothing or another one). */
export function thrownBy<E extends Error>(kind: abstract new (...args: never[]) => E, fn: () => unknown): E {
  let caught: unknown;
  try {
    fn();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(kind);
  return caught as E;
}

/**
 * vitest setupFile of every project: the files share worker processes (`isolate: false`), so a file
 * that leaves the process's environment, working directory or exit code changed would change the
 * next file's run. It fails where the change was made instead, naming what it left behind.
 */
import { afterAll, beforeAll } from 'vitest';

let environment: Record<string, string | undefined> = {};
let directory = '';
let exitCode: typeof process.exitCode;

beforeAll(() => {
  environment = { ...process.env };
  directory = process.cwd();
  exitCode = process.exitCode;
});

afterAll(() => {
  const changed = [...new Set([...Object.keys(environment), ...Object.keys(process.env)])]
    .filter((name) => environment[name] !== process.env[name])
    .sort();
  const left = [
    ...changed.map((name) => `process.env.${name}`),
    ...(process.cwd() === directory ? [] : [`the working directory (${process.cwd()})`]),
    ...(process.exitCode === exitCode ? [] : [`process.exitCode (${String(process.exitCode)})`]),
  ];
  if (left.length > 0) {
    throw new Error(
      `This file left ${left.join(', ')} changed; the next file in this worker would run with it: restore it in an afterEach or finally.`,
    );
  }
});

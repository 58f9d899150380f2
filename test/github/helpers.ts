import { afterEach, beforeEach } from 'vitest';
import { forgetAllSecrets } from '../../src/secrets/redact.ts';
import {
  type CapturedCommands,
  captureWorkflowCommands,
  type FakeGitHub,
  startFakeGitHub,
} from '../fakes/github/index.ts';

export interface GitHubPerTest {
  /** The running test's fake GitHub REST API. */
  readonly github: FakeGitHub;
  /** The workflow commands the running test has printed (warnings, masks). */
  readonly output: CapturedCommands;
}

/**
 * A fake GitHub and a capture of the workflow commands for each test, started after forgetting the
 * secrets an earlier test registered (so its masks cannot hide or leak into this one's output).
 */
export function fakeGitHubPerTest(): GitHubPerTest {
  let github: FakeGitHub | undefined;
  let output: CapturedCommands | undefined;
  beforeEach(async () => {
    forgetAllSecrets();
    github = await startFakeGitHub();
    output = captureWorkflowCommands();
  });
  afterEach(async () => {
    output?.restore();
    await github?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the fake GitHub starts in beforeEach; use it inside a test');
    return value;
  };
  return {
    get github() {
      return started(github);
    },
    get output() {
      return started(output);
    },
  };
}

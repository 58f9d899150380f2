import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ActionBody, platformAction } from '../../src/actions/common/platform-action.ts';
import { PLATFORM_INPUTS } from '../../src/actions/common/platform-inputs.ts';
import { defineAction } from '../../src/actions/common/spec.ts';

/** An action that declares `url` and `status` only, as its action.yml would. */
const spec = defineAction({
  name: 'outputs-probe',
  title: 'Outputs probe',
  summary: 'A probe of the outputs writer.',
  description: 'Writes outputs, declared or not.',
  inputs: { ...PLATFORM_INPUTS },
  outputs: {
    url: { description: 'A declared output.' },
    status: { description: 'Always declared.' },
  },
});

type Body = ActionBody<keyof (typeof spec)['inputs'], keyof (typeof spec)['outputs']>;

async function runProbe(body: Body) {
  const dir = mkdtempSync(join(tmpdir(), 'outputs-'));
  const outputFile = join(dir, 'output');
  writeFileSync(outputFile, '');
  let said = '';
  const result = await platformAction(
    spec,
    body,
  )({
    env: {
      'INPUT_API-KEY': 'plat_pk_0123456789abcdefghijklmn',
      'INPUT_API-URL': 'http://127.0.0.1:9/api/v1',
      GITHUB_OUTPUT: outputFile,
      GITHUB_WORKSPACE: dir,
      RUNNER_TEMP: dir,
    },
    stream: { write: (text: string) => (said += text) },
    signal: new AbortController().signal,
  });
  return { failed: result.failed, said, outputs: readFileSync(outputFile, 'utf8') };
}

describe('action outputs', () => {
  it('writes the outputs the spec declares through the typed writer', async () => {
    const run = await runProbe(async ({ outputs }) => {
      outputs.setAll({ url: 'https://shop.example', status: 'live' });
    });
    expect(run.failed).toBe(false);
    expect(run.outputs).toContain('url<<');
    expect(run.outputs).toContain('https://shop.example');
  });

  it('fails the step, as a bug, when the action writes an output its action.yml does not declare', async () => {
    const run = await runProbe(async ({ port }) => {
      // The port is what lower layers get: the name is not checked by the types there.
      port.setOutput('deployment-url', 'https://shop.example');
    });
    expect(run.failed).toBe(true);
    expect(run.said).toContain('wrote the output `deployment-url`, which its action.yml does not declare');
    expect(run.outputs).not.toContain('deployment-url');
    // The step still reports its `status`: the check did not take the failure path down with it.
    expect(run.outputs).toContain('status<<');
    expect(run.outputs).toContain('failed');
  });

  it('does not compile a write of an undeclared output', async () => {
    const run = await runProbe(async ({ outputs }) => {
      // @ts-expect-error `deployment-url` is not an output of this spec (npm run typecheck proves it).
      outputs.set('deployment-url', 'x');
    });
    expect(run.failed).toBe(true);
  });
});

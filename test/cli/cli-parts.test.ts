import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputReader } from '../../src/actions/common/inputs.ts';
import { fileCommandEntry, workflowCommand } from '../../src/actions/common/runner-protocol.ts';
import { spec as dnsSync } from '../../src/actions/dns-sync/spec.ts';
import { loadActionSpecs } from '../../src/actions/specs.ts';
import { detectCi, runnerVariables } from '../../src/cli/ci-env.ts';
import { consoleStream } from '../../src/cli/console-stream.ts';
import { parseCommand, UsageError } from '../../src/cli/flags.ts';
import { commandHelp } from '../../src/cli/help.ts';
import { noteMarker } from '../../src/cli/merge-request-note.ts';
import { readOutputsFile } from '../../src/cli/outputs-file.ts';

function usage(args: string[]): string {
  try {
    parseCommand(dnsSync, args);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error('no usage error');
}

describe('flags from an action spec', () => {
  it('reads values, switches in every spelling, and the global flags', () => {
    const parsed = parseCommand(dnsSync, [
      '--zone',
      'example.com',
      '--file=dns.yml',
      '--dry-run',
      '--prune=false',
      '--json',
    ]);
    expect(parsed.inputs).toEqual({
      zone: 'example.com',
      file: 'dns.yml',
      'dry-run': 'true',
      prune: 'false',
    });
    expect(parsed.json).toBe(true);
    expect(parseCommand(dnsSync, ['--no-force']).inputs).toEqual({ force: 'false' });
  });

  it('names an unknown flag with the nearest one, a missing value, and a stray argument', () => {
    expect(usage(['--zoen', 'x'])).toBe(
      'Unknown option "--zoen" for dns-sync (did you mean --zone?): run "platform-actions help dns-sync" for its options.',
    );
    expect(usage(['--zone'])).toMatch(/^Option "--zone" needs a value/);
    expect(usage(['example.com'])).toMatch(
      /^Unexpected argument "example.com" for dns-sync: every input is a --flag/,
    );
    // A value after a switch is not taken as the next flag's value or as the switch's.
    expect(usage(['--dry-run', 'yes'])).toMatch(/^Unexpected argument "yes"/);
  });

  it('says how to give a missing input the command line way', () => {
    const reader = new InputReader(dnsSync, () => '', 'flag');
    expect(() => reader.required('file')).toThrow(
      'Input "file" is required: pass `--file` (or set PLATFORM_FILE).',
    );
    expect(() => new InputReader(dnsSync, () => '').required('file')).toThrow(
      "set `file` in the step's `with:`",
    );
  });

  it('notes a secret given as a flag', () => {
    expect(parseCommand(dnsSync, ['--api-key', 'k_pk_x']).secretsAsFlags).toEqual(['api-key']);
  });
});

describe('what the action writes, for a person', () => {
  it('turns workflow commands into plain lines and never shows a mask command', () => {
    let text = '';
    const stream = consoleStream({ write: (chunk: string) => (text += chunk) }, false);
    stream.write(`${workflowCommand('add-mask', {}, 'hunter2-secret')}\n`);
    stream.write(`${workflowCommand('group', {}, 'Deploy')}\nplain line\n`);
    stream.write(`${workflowCommand('error', { file: 'dns.yml', line: 3 }, 'bad: 100%\nvalue')}\n`);
    stream.write(workflowCommand('debug', {}, 'hidden'));
    stream.flush();
    expect(text).toBe('▸ Deploy\nplain line\nerror: bad: 100%\nvalue (dns.yml:3)\n');
  });
});

describe('outputs written the runner way', () => {
  it('reads every entry, multi-line values included', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'outputs-')), 'out');
    writeFileSync(
      file,
      fileCommandEntry('status', 'live') +
        fileCommandEntry('plan', 'a\nb') +
        fileCommandEntry('status', 'failed'),
    );
    expect(readOutputsFile(file)).toEqual({ status: 'failed', plan: 'a\nb' });
  });
});

describe('the CI system', () => {
  it("reads GitLab's, CircleCI's, Jenkins' and Azure's own variables", () => {
    expect(
      detectCi(
        { GITLAB_CI: 'true', CI_COMMIT_SHA: 'abc', CI_COMMIT_REF_NAME: 'main', CI_JOB_URL: 'https://gl/j/1' },
        '/',
      ),
    ).toEqual({
      system: 'gitlab',
      sha: 'abc',
      branch: 'main',
      runUrl: 'https://gl/j/1',
    });
    expect(detectCi({ CIRCLECI: 'true', CIRCLE_SHA1: 'c1', CIRCLE_BRANCH: 'dev' }, '/')).toMatchObject({
      system: 'circleci',
      sha: 'c1',
      branch: 'dev',
    });
    expect(
      detectCi({ JENKINS_URL: 'https://j', GIT_COMMIT: 'j1', GIT_BRANCH: 'origin/rel' }, '/'),
    ).toMatchObject({ system: 'jenkins', branch: 'rel' });
    expect(
      detectCi(
        {
          TF_BUILD: 'True',
          BUILD_SOURCEVERSION: 'a1',
          BUILD_SOURCEBRANCH: 'refs/heads/x',
          SYSTEM_COLLECTIONURI: 'https://dev.azure.com/o/',
          SYSTEM_TEAMPROJECT: 'p q',
          BUILD_BUILDID: '9',
        },
        '/',
      ),
    ).toEqual({
      system: 'azure-pipelines',
      sha: 'a1',
      branch: 'x',
      runUrl: 'https://dev.azure.com/o/p%20q/_build/results?buildId=9',
    });
  });

  it('gives the actions a commit and branch, and no repository to ask GitHub about', () => {
    const variables = runnerVariables(
      { system: 'ci', sha: 'abc', branch: 'main', runUrl: undefined },
      '/w',
      '/t',
    );
    expect(variables).toEqual({
      GITHUB_WORKSPACE: '/w',
      RUNNER_TEMP: '/t',
      GITHUB_SHA: 'abc',
      GITHUB_REF: 'refs/heads/main',
    });
  });

  it('keeps a merge request note marker to safe characters, whatever the target says', () => {
    expect(noteMarker('deploy', { project: 'shop --> <img src=x>' }, {})).toBe(
      '<!-- platform-actions:gitlab:deploy:shop------img-src-x- -->',
    );
  });
});

describe("each command's help", () => {
  it("lists exactly its action's inputs as flags, with the required ones and the defaults", async () => {
    for (const spec of await loadActionSpecs()) {
      const text = commandHelp(spec);
      const flags = [...text.split('Global flags:')[0]!.matchAll(/^ {2}--([a-z0-9-]+)/gm)].map(
        (match) => match[1],
      );
      expect(flags, spec.name).toEqual(Object.keys(spec.inputs));
      for (const [name, input] of Object.entries(spec.inputs)) {
        if (input.required) expect(text, `${spec.name} --${name}`).toContain(`--${name} <value>  (required)`);
        if (input.default !== undefined && !input.default.includes('${{') && input.default !== '') {
          expect(text.replace(/\s+/g, ' '), `${spec.name} --${name}`).toContain(`Default: ${input.default}.`);
        }
      }
    }
  });
});

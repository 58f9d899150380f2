import { describe, expect, it } from 'vitest';
import { parseCronFile, readCronFile } from '../../src/sync/cron/file.ts';
import { ValidationError } from '../../src/sync/validation.ts';

function problems(text: string, defaultProject: string | null = 'proj_default'): string[] {
  const options = defaultProject === null ? {} : { defaultProject };
  return parseCronFile(text, 'cron.yml', options).issues.map((issue) => `${issue.line}: ${issue.message}`);
}

const strip = <T extends { source: unknown; scheduleSource: unknown }>({
  source,
  scheduleSource,
  ...job
}: T) => job;

describe('cron file', () => {
  it('reads a list of jobs, with defaults for project, timezone, method and enabled', () => {
    const jobs = readCronFile(
      [
        '- name: backup',
        '  schedule: 0 3 * * *',
        '  command: npm run backup',
        '- name: ping',
        '  schedule: "*/5 * * * mon-fri"',
        '  path: /api/ping',
        '  project: proj_other',
        '  timezone: europe/paris',
        '  enabled: false',
      ].join('\n'),
      'cron.yml',
      { defaultProject: 'proj_default' },
    );
    expect(jobs.map(strip)).toEqual([
      {
        name: 'backup',
        schedule: '0 3 * * *',
        target: { kind: 'command', command: 'npm run backup' },
        project: 'proj_default',
        timezone: 'UTC',
        enabled: true,
      },
      {
        name: 'ping',
        schedule: '*/5 * * * MON-FRI',
        target: { kind: 'http', path: '/api/ping', method: 'GET' },
        project: 'proj_other',
        timezone: 'Europe/Paris',
        enabled: false,
      },
    ]);
    expect(jobs[1]?.source.line).toBe(4);
    expect(jobs[1]?.scheduleSource.line).toBe(5);
  });

  it('reads a map keyed by name, in YAML or JSON, pointing at the key line', () => {
    const yaml =
      'backup:\n  schedule: 0 3 * * *\n  command: npm run backup\nhook:\n  schedule: 0 * * * *\n  path: /hook\n  method: post';
    const jobs = readCronFile(yaml, 'cron.yml', { defaultProject: 'p' });
    expect(jobs.map((job) => [job.name, job.source.line, job.target])).toEqual([
      ['backup', 1, { kind: 'command', command: 'npm run backup' }],
      ['hook', 4, { kind: 'http', path: '/hook', method: 'POST' }],
    ]);
    const json =
      '{\n  "backup": {\n    "schedule": "0 3 * * *",\n    "command": "npm run backup",\n    "project": 42\n  }\n}';
    expect(readCronFile(json, 'cron.json').map(strip)).toEqual([
      {
        name: 'backup',
        schedule: '0 3 * * *',
        target: { kind: 'command', command: 'npm run backup' },
        project: '42',
        timezone: 'UTC',
        enabled: true,
      },
    ]);
    expect(problems(json.replace('0 3 * * *', '0 3 * *'))).toEqual([
      '3: Job "backup": The schedule "0 3 * *" has 4 fields, but needs 5: minute hour day-of-month month day-of-week.',
    ]);
  });

  it('accepts an empty file as no jobs', () => {
    expect(parseCronFile('', 'cron.yml')).toEqual({ jobs: [], issues: [] });
    expect(parseCronFile('[]', 'cron.yml')).toEqual({ jobs: [], issues: [] });
  });

  it('points a bad schedule at its own line', () => {
    expect(problems('- name: a\n  command: x\n  schedule: 0 24 * * *')).toEqual([
      '3: Job "a": The schedule "0 24 * * *" has 24 in the hour field; use 0-23.',
    ]);
    expect(problems('- name: a\n  command: x')).toEqual([
      '1: Job "a": The schedule must be a 5-field cron expression (minute hour day-of-month month day-of-week), e.g. "0 3 * * *".',
    ]);
  });

  it('wants a unique, non-empty name that agrees with its key', () => {
    expect(
      problems(
        '- { name: a, schedule: "0 0 * * *", command: x }\n- { name: a, schedule: "0 1 * * *", command: y }',
      ),
    ).toEqual(['2: Job name "a" is used twice (first at line 1); give each job its own name.']);
    expect(problems('- { schedule: "0 0 * * *", command: x }')).toEqual([
      '1: This job has no name; add "name:", unique in the file.',
    ]);
    expect(problems('- { name: "", schedule: "0 0 * * *", command: x }')[0]).toMatch(
      /^1: A job name must be a non-empty string/,
    );
    expect(problems('a:\n  name: b\n  schedule: 0 0 * * *\n  command: x')).toEqual([
      '2: Job "a" also says name: "b"; drop the name field, or make it match the key.',
    ]);
  });

  it('wants exactly one of command and path, a path starting with /, method only with a path', () => {
    const job = (body: string) => problems(`- name: j\n  schedule: 0 0 * * *\n${body}`);
    expect(job('  project: p')).toEqual([
      '1: Job "j" runs nothing; add "command:" (run in the project) or "path:" (an HTTP path on it).',
    ]);
    expect(job('  command: x\n  path: /y')).toEqual([
      '4: Job "j" has both command and path; a job runs one of them, so keep one.',
    ]);
    expect(job('  path: api/cleanup')).toEqual([
      `3: Job "j": path must be a path on the project's site starting with "/", like /api/cron/cleanup, not the string "api/cleanup".`,
    ]);
    expect(job('  command: x\n  method: POST')[0]).toMatch(/^4: Job "j": method only applies to a path/);
    expect(job('  path: /x\n  method: FETCH')).toEqual([
      '4: Job "j": method the string "FETCH" is not supported; use one of GET, POST, PUT, PATCH, DELETE, HEAD.',
    ]);
    expect(job('  command: ""')[0]).toMatch(/^3: Job "j": command must be a non-empty string/);
  });

  it('checks timezone, enabled, project and unknown keys', () => {
    const job = (body: string, project: string | null = 'p') =>
      problems(`- name: j\n  schedule: 0 0 * * *\n  command: x\n${body}`, project);
    expect(job('  timezone: Mars/Olympus')).toEqual([
      '4: Job "j": The timezone "Mars/Olympus" is not a known IANA time zone; use a name like Europe/Paris or America/New_York, or leave it out for UTC.',
    ]);
    expect(job('  timezone: "+02:00"')).toHaveLength(1);
    expect(job('  timezone: Etc/UTC')).toEqual([]);
    expect(job('  enabled: "no"')).toEqual([
      '4: Job "j": enabled must be true or false, not the string "no".',
    ]);
    expect(job('  enabeld: true')).toEqual([
      '4: Unknown key "enabeld" in job "j"; use one of name, schedule, command, path, method, project, timezone, enabled.',
    ]);
    expect(job('', null)).toEqual([
      `1: Job "j" names no project; add "project:" to it, or set the action's project input.`,
    ]);
    expect(job('  project: p', null)).toEqual([]);
  });

  it('rejects other shapes and reports every problem at once', () => {
    expect(problems('just text')).toEqual([
      '1: The cron file must be a list of jobs or a map of job names to jobs, but it holds the string "just text".',
    ]);
    expect(problems('- 5')).toEqual([
      '1: Each job must be a mapping (name, schedule, and command or path), not number 5.',
    ]);
    expect(problems('a: 5')).toEqual([
      '1: Job "a" must be a mapping (name, schedule, and command or path), not number 5.',
    ]);
    const text =
      '- name: a\n  schedule: 0 24 * * *\n  command: x\n- name: b\n  schedule: 0 0 * * *\n  path: nope';
    expect(() => readCronFile(text, 'cron.yml', { defaultProject: 'p' })).toThrow(ValidationError);
    expect(() => readCronFile(text, 'cron.yml', { defaultProject: 'p' })).toThrow(
      /^cron\.yml has 2 problems; fix them all and re-run:\n {2}cron\.yml:2: .*\n {2}cron\.yml:6: /,
    );
  });
});

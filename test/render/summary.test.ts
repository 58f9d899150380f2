import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runnerPort } from '../../src/actions/common/runner-port.ts';
import { codeBlock, markdownLink } from '../../src/render/markdown.ts';
import { renderDeploySummary, renderLogTail, renderTable } from '../../src/render/summary.ts';
import { forgetAllSecrets, registerSecret } from '../../src/secrets/redact.ts';
import { type CapturedCommands, captureWorkflowCommands } from '../fakes/github/index.ts';

describe('renderTable', () => {
  beforeEach(() => forgetAllSecrets());

  it('escapes pipes, newlines, backticks and HTML so a cell stays one cell', () => {
    const table = renderTable(
      ['Name', 'Value'],
      [
        ['a|b', 'line1\nline2'],
        ['<details>', '`x` \\|'],
      ],
    );
    expect(table).toBe(
      [
        '| Name | Value |',
        '| --- | --- |',
        '| a\\|b | line1<br>line2 |',
        '| &lt;details&gt; | \\`x\\` \\\\\\| |',
        '',
      ].join('\n'),
    );
  });

  it('keeps markdown cells as given, pads short rows, and redacts every cell', () => {
    registerSecret('hunter2');
    const table = renderTable(['A', 'B', 'C'], [[{ markdown: '[hunter2](https://x/hunter2)' }, 7]]);
    expect(table).toContain('| [***](https://x/***) | 7 |  |');
    expect(table).not.toContain('hunter2');
  });
});

describe('markdown helpers', () => {
  it('fences code with more backticks than it contains', () => {
    expect(codeBlock('a ``` b', 'text')).toBe('````text\na ``` b\n````\n');
    expect(codeBlock('plain\n')).toBe('```\nplain\n```\n');
  });

  it('keeps link text in its brackets and the URL in its parentheses', () => {
    expect(markdownLink('a]b', 'https://x/(y) z')).toBe('[a\\]b](https://x/%28y%29%20z)');
  });
});

describe('deploy summary', () => {
  let output: CapturedCommands;
  let summaryFile: string;
  const previousSummary = process.env.GITHUB_STEP_SUMMARY;

  beforeEach(() => {
    forgetAllSecrets();
    output = captureWorkflowCommands();
    summaryFile = join(mkdtempSync(join(tmpdir(), 'gh-summary-')), 'summary.md');
    writeFileSync(summaryFile, '');
    process.env.GITHUB_STEP_SUMMARY = summaryFile;
  });
  afterEach(() => {
    output.restore();
    if (previousSummary === undefined) delete process.env.GITHUB_STEP_SUMMARY;
    else process.env.GITHUB_STEP_SUMMARY = previousSummary;
  });

  it('renders the facts of a successful deploy, without a log tail', async () => {
    await runnerPort().appendSummary(
      renderDeploySummary({
        project: 'site',
        status: 'success',
        deploymentId: 'dep_123',
        url: 'https://site.example.app',
        durationMs: 65_000,
        archive: { bytes: 2_621_440, fileCount: 12, sha256: 'ab'.repeat(32) },
        logTail: 'should not appear',
      }),
    );
    const markdown = readFileSync(summaryFile, 'utf8');
    expect(markdown).toContain('| Status | ✅ Deployed |');
    expect(markdown).toContain('| Deployment | dep_123 |');
    expect(markdown).toContain('| URL | [https://site.example.app](https://site.example.app) |');
    expect(markdown).toContain('| Duration | 1m 05s |');
    expect(markdown).toContain('| Archive | 2.5 MiB (2621440 bytes), 12 files |');
    expect(markdown).toContain(`| SHA-256 | \`${'ab'.repeat(32)}\` |`);
    expect(markdown).not.toContain('<details>');
  });

  it('adds the error and an open log tail on failure, with secrets and ANSI colours removed', async () => {
    registerSecret('pk_live_SECRET');
    const log = ['\u001b[31mstep 1\u001b[0m', 'using key pk_live_SECRET', 'boom ``` fence', ''].join('\n');
    const markdown = renderDeploySummary({
      project: 'site',
      status: 'failure',
      error: 'Upload failed: pk_live_SECRET',
      logTail: log,
    });
    expect(markdown).toContain('| Status | ❌ Failed |');
    expect(markdown).toContain('**Error:** Upload failed: ***');
    expect(markdown).toContain(
      '<details open><summary>Log tail</summary>\n\n````text\nstep 1\nusing key ***\nboom ``` fence\n````\n',
    );
    expect(markdown).not.toContain('pk_live_SECRET');
    expect(markdown).not.toContain('\u001b');
  });

  it('keeps only the last lines of a long log and says so', () => {
    const log = Array.from({ length: 250 }, (_, index) => `line ${index + 1}`);
    const markdown = renderLogTail(log, { maxLines: 3 });
    expect(markdown).toContain('Log tail (last 3 of 250 lines)');
    expect(markdown).toContain('line 248\nline 249\nline 250\n');
    expect(markdown).not.toContain('line 247');
  });

  it('appends to whatever GITHUB_STEP_SUMMARY names at the time of the call', async () => {
    await runnerPort().appendSummary('first');
    const secondFile = join(mkdtempSync(join(tmpdir(), 'gh-summary-')), 'summary.md');
    writeFileSync(secondFile, '');
    process.env.GITHUB_STEP_SUMMARY = secondFile;
    await runnerPort().appendSummary('second');
    expect(readFileSync(summaryFile, 'utf8')).toBe('first\n');
    expect(readFileSync(secondFile, 'utf8')).toBe('second\n');
  });

  it('skips quietly without GITHUB_STEP_SUMMARY and warns (never throws) when the file is unwritable', async () => {
    delete process.env.GITHUB_STEP_SUMMARY;
    await expect(runnerPort().appendSummary('x')).resolves.toBe(false);
    expect(output.messagesOf('warning')).toEqual([]);
    process.env.GITHUB_STEP_SUMMARY = join(tmpdir(), 'no-such-dir-here', 'summary.md');
    await expect(runnerPort().appendSummary('x')).resolves.toBe(false);
    expect(output.messagesOf('warning')).toHaveLength(1);
  });
});

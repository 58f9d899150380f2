import { describe, expect, it } from 'vitest';
import { InputReader } from '../../src/actions/common/inputs.ts';
import { defineAction } from '../../src/actions/common/spec.ts';
import { parseDuration, readDuration } from '../../src/duration.ts';
import { ConfigurationError } from '../../src/errors.ts';
import { readManifest } from '../../src/manifest/manifest.ts';
import { ValidationError } from '../../src/sync/validation.ts';

/**
 * The manifest's `timeout:` and every duration input (the deploy's `timeout`, `check-timeout`,
 * `proxy-wait`) read one grammar: what one takes the other takes, as the same milliseconds, and what
 * one refuses the other refuses for the same reason. The manifest once took `0s`, which the deploy
 * then read as "no duration" and replaced by its default without a word.
 */

const spec = defineAction({
  name: 'sample',
  title: 't',
  summary: 's',
  description: 'd',
  inputs: { timeout: { description: 'x', default: '30m' } },
  outputs: {},
});

type Verdict = { readonly ms: number } | { readonly refused: string };

function asInput(text: string): Verdict {
  try {
    return { ms: new InputReader(spec, () => text).durationMs('timeout') };
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    return { refused: error.message };
  }
}

function inManifest(text: string): Verdict {
  try {
    const [project] = readManifest(
      ['projects:', '  web:', '    project: shop', `    timeout: ${JSON.stringify(text)}`].join('\n'),
      'platform.yml',
    ).projects;
    // The deploy turns the manifest's text into milliseconds with the one parser.
    return { ms: parseDuration(project!.timeout!) ?? Number.NaN };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { refused: error.issues.map((issue) => issue.message).join(' ') };
  }
}

const ACCEPTED: readonly [string, number][] = [
  ['90s', 90_000],
  ['15m', 900_000],
  ['1h', 3_600_000],
  ['1h30m', 5_400_000],
  ['1H30M', 5_400_000],
  ['2.5s', 2_500],
  ['45', 45_000],
  ['0.5', 500],
  [' 15m ', 900_000],
  ['0h1s', 1_000],
];
const ZERO = ['0', '0s', '0m', '0h0m0s', '0.0', '0.0001s'];
const NOT_DURATIONS = ['soon', '10x', 'm', '1h 30m', '-5', '1.5.2s', '1d', '15 m', 's15'];

describe('one duration grammar for the manifest and the action inputs', () => {
  it.each(ACCEPTED)('takes %j as %d ms, both ways', (text, ms) => {
    expect(readDuration(text)).toEqual({ kind: 'duration', ms });
    expect(asInput(text)).toEqual({ ms });
    // A quoted scalar keeps its spaces, and both sides trim them alike.
    expect(inManifest(text)).toEqual({ ms });
  });

  it.each(ZERO)('refuses %j as zero, both ways, naming the field and the fix', (text) => {
    expect(readDuration(text)).toEqual({ kind: 'zero' });
    expect(asInput(text)).toEqual({
      refused: `Input "timeout" must be a duration above zero, not "${text}": a wait of zero ends before it starts; give one such as 90s, 15m or 1h.`,
    });
    expect(inManifest(text)).toEqual({
      refused: `Project "web": timeout "${text}" is zero, and a wait of zero ends before it starts; give a duration such as 90s, 15m or 1h, or leave \`timeout:\` out to use the step's \`timeout\` input.`,
    });
  });

  it.each(NOT_DURATIONS)('refuses %j as no duration, both ways', (text) => {
    expect(readDuration(text)).toEqual({ kind: 'not-a-duration' });
    expect(asInput(text)).toEqual({
      refused: `Input "timeout" must be a duration such as 90s, 15m, 1h or a number of seconds, not "${text}".`,
    });
    expect(inManifest(text)).toEqual({
      refused: `Project "web": timeout "${text}" is not a duration; write it as 90s, 15m, 1h or a number of seconds.`,
    });
  });
});

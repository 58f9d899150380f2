/**
 * The secret-leak scanner: canaries (random secrets the test hands an action) and every place an action
 * can write to: stdout (outside `::add-mask::` lines, which only tell the runner what to hide), stderr,
 * the job summary, the outputs file, and everything the fake GitHub received or keeps (PR comments,
 * deployments with their payloads, statuses).
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { ActionRunResult } from '../e2e/harness.ts';
import type { GitHubWorld } from '../support/world.ts';

export interface Canary {
  readonly label: string;
  readonly value: string;
  /**
   * Never handed over as a secret value (a stray line of a bad dotenv text, a committed env-file's
   * value): it must not show, nor be masked.
   */
  readonly unmasked?: boolean;
}

export function canaryValue(label: string): string {
  return `cnry${label.replace(/\W/g, '')}${randomBytes(12).toString('hex')}`;
}

/**
 * The strings that must never show: the whole value, each of its lines (a renderer may print a
 * multi-line secret line by line), and for an API key its secret part alone.
 */
export function needlesOf(canary: Canary): string[] {
  const lines = canary.value.split(/\r?\n/).map((line) => line.trim());
  const secretPart = canary.value.includes('_pk_') ? [canary.value.split('_pk_')[1] ?? ''] : [];
  return [...new Set([canary.value, ...lines, ...secretPart])].filter((needle) => needle.length >= 8);
}

export interface Finding {
  readonly canary: string;
  readonly where: string;
  readonly excerpt: string;
}

/** Every place a canary showed up, with a little context; empty is the only pass. */
export function findLeaks(
  result: ActionRunResult,
  world: GitHubWorld,
  canaries: readonly Canary[],
): Finding[] {
  const places: [string, string][] = [
    [
      'stdout',
      result.stdout
        .split('\n')
        .filter((line) => !line.startsWith('::add-mask::'))
        .join('\n'),
    ],
    ['stderr', result.stderr],
    ['summary', result.summary],
    ...Object.entries(result.outputs).map(([name, value]): [string, string] => [`output ${name}`, value]),
    ['GitHub state', JSON.stringify(world.github.state)],
    ['GitHub requests', JSON.stringify(world.github.requestLog.map(({ authorization, ...rest }) => rest))],
  ];
  const findings: Finding[] = [];
  for (const canary of canaries) {
    for (const needle of needlesOf(canary)) {
      for (const [where, text] of places) {
        const at = text.indexOf(needle);
        if (at === -1) continue;
        findings.push({ canary: canary.label, where, excerpt: text.slice(Math.max(0, at - 80), at + 80) });
      }
    }
  }
  return findings;
}

/** No leak anywhere, and each line of every value handed over as a secret was sent to the runner's mask. */
export function expectNoLeaks(
  result: ActionRunResult,
  world: GitHubWorld,
  canaries: readonly Canary[],
  masked: readonly Canary[] = [],
): void {
  expect(findLeaks(result, world, canaries)).toEqual([]);
  const masks = new Set(
    result.stdout
      .split('\n')
      .filter((line) => line.startsWith('::add-mask::'))
      .flatMap((line) => decodeCommand(line.slice('::add-mask::'.length)).split('\n'))
      .map((line) => line.trim()),
  );
  for (const canary of masked) {
    for (const line of canary.value.split('\n').map((text) => text.trim())) {
      expect(masks.has(line), `${canary.label}: ${line} masked`).toBe(!canary.unmasked);
    }
  }
}

function decodeCommand(text: string): string {
  return text.replaceAll('%0A', '\n').replaceAll('%0D', '\r').replaceAll('%25', '%');
}

/**
 * The one grammar of a duration, for action inputs (`timeout: 15m`) and the manifest's `timeout:`
 * alike: `90s`, `15m`, `1h`, `1h30m`, `2.5s` or plain seconds (`45`), in any case, spaces around it
 * ignored. Every duration we read is how long to wait for something, so zero is refused, not read:
 * the manifest once took `timeout: 0s` while the deploy read it as "no duration" and silently used
 * its default instead.
 */

const UNIT_SECONDS: Readonly<Record<string, number>> = { s: 1, m: 60, h: 3600 };

/** How a text reads as a duration: its milliseconds, zero, or not a duration at all. */
export type DurationReading =
  | { readonly kind: 'duration'; readonly ms: number }
  | { readonly kind: 'zero' }
  | { readonly kind: 'not-a-duration' };

/** The forms a duration may take, for the sentence that refuses one. */
export const DURATION_FORMS = '90s, 15m, 1h or a number of seconds';
/** Why zero is refused, for the sentence that refuses it. */
export const ZERO_DURATION = 'a wait of zero ends before it starts';

function secondsOf(text: string): number | undefined {
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text);
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)([smh])/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text) return undefined;
  return parts.reduce((sum, p) => sum + Number(p[1]) * UNIT_SECONDS[p[2]!]!, 0);
}

export function readDuration(text: string): DurationReading {
  const seconds = secondsOf(text.trim().toLowerCase());
  if (seconds === undefined) return { kind: 'not-a-duration' };
  // Under half a millisecond rounds to a wait of zero, and is refused as one.
  const ms = Math.round(seconds * 1000);
  return ms === 0 ? { kind: 'zero' } : { kind: 'duration', ms };
}

/** A duration's milliseconds, or undefined when the text is zero or not a duration. */
export function parseDuration(text: string): number | undefined {
  const reading = readDuration(text);
  return reading.kind === 'duration' ? reading.ms : undefined;
}

const UNIT_SECONDS: Readonly<Record<string, number>> = { s: 1, m: 60, h: 3600 };

/**
 * Parses `90s`, `15m`, `1h`, `1h30m` or plain seconds into milliseconds.
 * Returns undefined when the text is not a positive duration.
 */
export function parseDuration(text: string): number | undefined {
  const trimmed = text.trim().toLowerCase();
  if (/^\d+(\.\d+)?$/.test(trimmed)) {
    const seconds = Number(trimmed);
    return seconds > 0 ? Math.round(seconds * 1000) : undefined;
  }
  const parts = [...trimmed.matchAll(/(\d+(?:\.\d+)?)([smh])/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== trimmed) return undefined;
  const seconds = parts.reduce((sum, p) => sum + Number(p[1]) * UNIT_SECONDS[p[2]!]!, 0);
  return seconds > 0 ? Math.round(seconds * 1000) : undefined;
}

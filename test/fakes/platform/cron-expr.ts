/**
 * Five-field cron expressions (minute hour day-of-month month day-of-week) with ranges, steps, lists,
 * month and weekday names and the @daily-style macros, and their next run times in a time zone.
 * Day-of-month and day-of-week combine as in Vixie cron: when both are restricted, either may match.
 * A wall time that does not exist in the zone (skipped by a DST change) is skipped.
 */

export class CronError extends Error {
  override readonly name = 'CronError';
}

export interface CronSchedule {
  minutes: Set<number>;
  hours: Set<number>;
  days: Set<number>;
  months: Set<number>;
  weekdays: Set<number>;
  daysRestricted: boolean;
  weekdaysRestricted: boolean;
}

interface FieldSpec {
  label: string;
  min: number;
  max: number;
  names?: string[];
  nameOffset?: number;
}

// The platform's own names and shorthands, written out here rather than taken from the product's
// cron module, so a mistake there cannot be mirrored by the platform that checks it.
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const MACROS: Readonly<Record<string, string>> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

const FIELDS: FieldSpec[] = [
  { label: 'minute', min: 0, max: 59 },
  { label: 'hour', min: 0, max: 23 },
  { label: 'day-of-month', min: 1, max: 31 },
  { label: 'month', min: 1, max: 12, names: MONTHS, nameOffset: 1 },
  { label: 'day-of-week', min: 0, max: 7, names: WEEKDAYS, nameOffset: 0 },
];

function parseValue(text: string, spec: FieldSpec): number {
  const upper = text.toUpperCase();
  const named = spec.names?.indexOf(upper) ?? -1;
  if (named >= 0) return named + (spec.nameOffset ?? 0);
  if (!/^\d+$/.test(text))
    throw new CronError(`${spec.label} field: "${text}" is not a number${spec.names ? ' or a name' : ''}`);
  const value = Number(text);
  if (value < spec.min || value > spec.max) {
    throw new CronError(`${spec.label} field: "${text}" is out of range ${spec.min}-${spec.max}`);
  }
  return value;
}

function parseField(text: string, spec: FieldSpec): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    if (part === '') throw new CronError(`${spec.label} field: empty list item in "${text}"`);
    const [range = '', stepText, extra] = part.split('/');
    if (extra !== undefined) throw new CronError(`${spec.label} field: "${part}" has more than one step`);
    let step = 1;
    if (stepText !== undefined) {
      if (!/^\d+$/.test(stepText) || Number(stepText) < 1)
        throw new CronError(`${spec.label} field: step "${stepText}" must be a positive number`);
      step = Number(stepText);
    }
    let low: number;
    let high: number;
    if (range === '*') [low, high] = [spec.min, spec.max];
    else if (range.includes('-')) {
      const [from = '', to = ''] = range.split('-');
      [low, high] = [parseValue(from, spec), parseValue(to, spec)];
      if (low > high) throw new CronError(`${spec.label} field: range "${range}" runs backwards`);
    } else {
      low = parseValue(range, spec);
      high = stepText === undefined ? low : spec.max;
    }
    for (let value = low; value <= high; value += step) values.add(value);
  }
  return values;
}

export function parseCron(expression: string): CronSchedule {
  const trimmed = expression.trim();
  const expanded = MACROS[trimmed.toLowerCase()] ?? trimmed;
  if (expanded.startsWith('@'))
    throw new CronError(`unknown macro "${trimmed}"; use @hourly, @daily, @weekly, @monthly or @yearly`);
  const fields = expanded.split(/\s+/);
  if (fields.length !== 5) {
    throw new CronError(
      `a cron expression has 5 fields (minute hour day-of-month month day-of-week); "${trimmed}" has ${fields.length}`,
    );
  }
  const [minutes, hours, days, months, weekdays] = fields.map((field, index) =>
    parseField(field, FIELDS[index]!),
  ) as [Set<number>, Set<number>, Set<number>, Set<number>, Set<number>];
  if (weekdays.delete(7)) weekdays.add(0);
  return {
    minutes,
    hours,
    days,
    months,
    weekdays,
    daysRestricted: !fields[2]!.startsWith('*'),
    weekdaysRestricted: !fields[4]!.startsWith('*'),
  };
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time in `zone` of an instant, as a "naive" epoch (wall fields read as UTC). */
function wallOf(instant: number, zone: string): number {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(zone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = Number(part.value);
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
}

function instantOf(wall: number, zone: string): number {
  const guess = wall - (wallOf(wall, zone) - wall);
  return wall - (wallOf(guess, zone) - guess);
}

const MINUTE = 60_000;
const HORIZON_MS = 5 * 366 * 24 * 60 * MINUTE;

function dayMatches(schedule: CronSchedule, wall: Date): boolean {
  const day = schedule.days.has(wall.getUTCDate());
  const weekday = schedule.weekdays.has(wall.getUTCDay());
  if (schedule.daysRestricted && schedule.weekdaysRestricted) return day || weekday;
  return day && weekday;
}

export function nextRuns(schedule: CronSchedule, zone: string, from: Date, count: number): Date[] {
  const runs: Date[] = [];
  const start = Math.floor(from.getTime() / MINUTE) * MINUTE + MINUTE;
  let wall = wallOf(start, zone);
  const limit = wall + HORIZON_MS;
  while (runs.length < count && wall <= limit) {
    const date = new Date(wall);
    if (!schedule.months.has(date.getUTCMonth() + 1)) {
      wall = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
    } else if (!dayMatches(schedule, date)) {
      wall = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 1);
    } else if (!schedule.hours.has(date.getUTCHours())) {
      wall = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), date.getUTCHours() + 1);
    } else if (!schedule.minutes.has(date.getUTCMinutes())) {
      wall += MINUTE;
    } else {
      const instant = instantOf(wall, zone);
      const exists = wallOf(instant, zone) === wall;
      if (exists && instant >= start && !runs.some((run) => run.getTime() === instant))
        runs.push(new Date(instant));
      wall += MINUTE;
    }
  }
  return runs;
}

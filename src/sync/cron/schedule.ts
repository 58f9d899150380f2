import { type Checked, invalid, valid } from '../checked.ts';

/**
 * An offline look at a 5-field cron expression that catches obvious garbage (wrong field count,
 * out-of-range numbers, stray characters, misplaced names) with a message that says which field is
 * wrong. It is deliberately not the judge: the platform's POST /cron/preview is, and runs before any
 * write too; anything standard that passes here is left to it.
 */
interface CronField {
  readonly name: string;
  readonly min: number;
  readonly max: number;
  readonly names?: readonly string[];
  /** `?` ("no specific value") is accepted in the two day fields, as many schedulers do. */
  readonly allowsQuestionMark?: boolean;
}

// Standard cron names, counted from JAN (1) and SUN (0); the local platform's parser reads the same.
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

const FIELDS: readonly CronField[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day-of-month', min: 1, max: 31, allowsQuestionMark: true },
  { name: 'month', min: 1, max: 12, names: MONTHS },
  // 7 is Sunday as well as 0 in most cron dialects.
  { name: 'day-of-week', min: 0, max: 7, names: WEEKDAYS, allowsQuestionMark: true },
];

/** The @-shorthands and the 5-field expressions they stand for. */
const MACROS: Readonly<Record<string, string>> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

const LAYOUT = 'minute hour day-of-month month day-of-week';

/** The expression with single spaces and upper-case names, so `0 9 * * mon` equals `0  9 * * MON`. */
export function checkSchedule(raw: unknown): Checked<string> {
  if (typeof raw !== 'string' || raw.trim() === '') {
    return invalid(`The schedule must be a 5-field cron expression (${LAYOUT}), e.g. "0 3 * * *".`);
  }
  const expression = raw.trim();
  const macro = MACROS[expression.toLowerCase()];
  if (macro !== undefined)
    return invalid(`The schedule "${expression}" is a shorthand; write it as "${macro}".`);
  const parts = expression.split(/\s+/);
  if (parts.length !== FIELDS.length) {
    const hint = parts.length === 6 ? ' (a seconds or year field is not supported)' : '';
    return invalid(`The schedule "${expression}" has ${parts.length} fields, but needs 5: ${LAYOUT}${hint}.`);
  }
  for (const [index, field] of FIELDS.entries()) {
    const problem = fieldProblem(parts[index] ?? '', field);
    if (problem !== undefined) return invalid(`The schedule "${expression}" ${problem}.`);
  }
  return valid(parts.join(' ').toUpperCase());
}

function fieldProblem(text: string, field: CronField): string | undefined {
  if (text === '?' && field.allowsQuestionMark) return undefined;
  for (const item of text.split(',')) {
    const problem = itemProblem(item, field);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

/** One list item: `*`, `n`, `a-b`, each optionally `/step`. */
function itemProblem(item: string, field: CronField): string | undefined {
  const where = `in the ${field.name} field`;
  const allowed = `use ${rangeText(field)}`;
  if (item === '') return `has an empty list item ${where}; remove the extra comma`;
  const [range = '', step, extra] = item.split('/');
  if (extra !== undefined) return `has "${item}" ${where}, with more than one "/"`;
  if (step !== undefined && (!/^\d+$/.test(step) || Number(step) < 1 || Number(step) > field.max)) {
    return `has the step "/${step}" ${where}; use a whole number from 1 to ${field.max}`;
  }
  if (range === '*') return undefined;
  const bounds = range.split('-');
  if (bounds.length > 2) return `has "${range}" ${where}; a range is written start-end`;
  const values: number[] = [];
  for (const bound of bounds) {
    const value = fieldValue(bound, field);
    if (value === 'out of range') return `has ${bound} ${where}; ${allowed}`;
    if (value === 'misplaced name')
      return `has the name ${bound} ${where}, where it does not belong; ${allowed}`;
    if (value === 'garbage') {
      return `has "${item}" ${where}; ${allowed}, with *, ranges (1-5), lists (1,3) and steps (*/15)`;
    }
    values.push(value);
  }
  const [start = 0, end = start] = values;
  if (end < start) return `has the range "${range}" ${where}, which ends before it starts`;
  return undefined;
}

function rangeText(field: CronField): string {
  const names = field.names === undefined ? '' : ` or ${field.names[0]}-${field.names.at(-1)}`;
  return `${field.min}-${field.max}${names}`;
}

function fieldValue(text: string, field: CronField): number | 'out of range' | 'misplaced name' | 'garbage' {
  if (/^\d+$/.test(text)) {
    const value = Number(text);
    return value >= field.min && value <= field.max ? value : 'out of range';
  }
  const upper = text.toUpperCase();
  const index = field.names?.indexOf(upper) ?? -1;
  if (index >= 0) return field.names === MONTHS ? index + 1 : index;
  return MONTHS.includes(upper) || WEEKDAYS.includes(upper) ? 'misplaced name' : 'garbage';
}

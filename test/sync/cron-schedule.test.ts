import { describe, expect, it } from 'vitest';
import { checkSchedule } from '../../src/sync/cron/schedule.ts';

const error = (expression: string): string => {
  const checked = checkSchedule(expression);
  return checked.ok ? `accepted as ${checked.value}` : checked.error;
};

describe('offline schedule pre-check', () => {
  it('accepts standard 5-field expressions and normalises spacing and names', () => {
    for (const expression of [
      '* * * * *',
      '0 3 * * *',
      '*/15 9-17 * * 1-5',
      '0 0 1,15 * *',
      '0 0 * * 7',
      '5 4 ? * SUN',
    ]) {
      expect(checkSchedule(expression).ok, expression).toBe(true);
    }
    expect(checkSchedule('  0   9 * jan-jun  mon-fri ')).toEqual({
      ok: true,
      value: '0 9 * JAN-JUN MON-FRI',
    });
  });

  it('says how many fields there are and which five are needed', () => {
    expect(error('0 3 * *')).toBe(
      'The schedule "0 3 * *" has 4 fields, but needs 5: minute hour day-of-month month day-of-week.',
    );
    expect(error('0 0 3 * * *')).toMatch(/has 6 fields, .*\(a seconds or year field is not supported\)\.$/);
    expect(error('')).toMatch(/^The schedule must be a 5-field cron expression/);
  });

  it('reports out-of-range numbers with the field and its range', () => {
    expect(error('60 * * * *')).toBe('The schedule "60 * * * *" has 60 in the minute field; use 0-59.');
    expect(error('0 24 * * *')).toBe('The schedule "0 24 * * *" has 24 in the hour field; use 0-23.');
    expect(error('0 0 0 * *')).toBe('The schedule "0 0 0 * *" has 0 in the day-of-month field; use 1-31.');
    expect(error('0 0 * 13 *')).toBe(
      'The schedule "0 0 * 13 *" has 13 in the month field; use 1-12 or JAN-DEC.',
    );
    expect(error('0 0 * * 8')).toBe(
      'The schedule "0 0 * * 8" has 8 in the day-of-week field; use 0-7 or SUN-SAT.',
    );
    expect(error('0 0-30 * * *')).toMatch(/has 30 in the hour field/);
  });

  it('reports bad steps, reversed ranges and empty list items', () => {
    expect(error('*/0 * * * *')).toMatch(
      /has the step "\/0" in the minute field; use a whole number from 1 to 59\.$/,
    );
    expect(error('*/x * * * *')).toMatch(/has the step "\/x"/);
    expect(error('5-1 * * * *')).toMatch(
      /has the range "5-1" in the minute field, which ends before it starts\.$/,
    );
    expect(error('1,,2 * * * *')).toMatch(
      /has an empty list item in the minute field; remove the extra comma\.$/,
    );
    expect(error('1/2/3 * * * *')).toMatch(/more than one "\/"/);
  });

  it('reports bad characters and misplaced month or day names', () => {
    expect(error('a * * * *')).toBe(
      'The schedule "a * * * *" has "a" in the minute field; use 0-59, with *, ranges (1-5), lists (1,3) and steps (*/15).',
    );
    expect(error('0 0 L * *')).toMatch(/has "L" in the day-of-month field/);
    expect(error('0 0 * * 1#2')).toMatch(/has "1#2" in the day-of-week field/);
    expect(error('0 0 * MON *')).toBe(
      'The schedule "0 0 * MON *" has the name MON in the month field, where it does not belong; use 1-12 or JAN-DEC.',
    );
    expect(error('0 0 * * JAN')).toMatch(/has the name JAN in the day-of-week field/);
    expect(error('0 0 * * MONDAY')).toMatch(/has "MONDAY" in the day-of-week field/);
    expect(error('0 0 ? ? *')).toMatch(/has "\?" in the month field/);
  });

  it('turns shorthands into the 5-field form to write instead', () => {
    expect(error('@daily')).toBe('The schedule "@daily" is a shorthand; write it as "0 0 * * *".');
    expect(error('@hourly')).toMatch(/write it as "0 \* \* \* \*"/);
  });
});

import { Cron } from 'croner';
import { currentClock } from '../../clock.ts';

/**
 * The next runs of a schedule in its time zone, computed here with croner (a maintained cron library
 * that knows IANA zones and daylight-saving jumps) from the run's clock. Used when the platform's own
 * preview is out of reach (POST /cron/preview needs a full key), and labelled as computed offline:
 * the platform's scheduler is the judge, this is what standard 5-field cron means.
 * Empty when croner cannot read the expression (the platform's check reports it).
 */
export function offlineNextRuns(schedule: string, timezone: string, count: number): string[] {
  try {
    const cron = new Cron(schedule, { timezone, paused: true });
    return cron.nextRuns(count, new Date(currentClock().now())).map((date) => date.toISOString());
  } catch {
    return [];
  }
}

import { capitalise } from '../text.ts';
import { describeNotFound, type NotFoundSubject } from './resource-names.ts';
import type { SettingTerms } from './terms.ts';

export interface HintContext {
  readonly status: number;
  readonly operation: string;
  /** It needs a full key: the route's W mark, or any method but GET (a read key permits GET only). */
  readonly write: boolean;
  /** What a 404 means (the project `abc`); undefined for routes without an identifier. */
  readonly notFound: NotFoundSubject | undefined;
  readonly apiRoot: string;
  readonly attempts: number;
  /** The retry the platform asked for would have gone past the caller's deadline. */
  readonly deadlineHit: boolean;
  /** That deadline is the step's (the caller set one), not the client's own budget for one call. */
  readonly stepDeadline?: boolean;
  readonly location: string | undefined;
  readonly field: string | undefined;
  /** The caller's names for the client's settings. */
  readonly terms: SettingTerms;
}

/** One sentence saying what to do about an error status. */
export function hintFor(ctx: HintContext): string {
  const { status } = ctx;
  const keyPlace = ctx.terms.keyPlace;
  if (status === 401) {
    return `The API key is missing, invalid or revoked: create a key in the platform dashboard and store it in ${keyPlace}.`;
  }
  if (status === 403) {
    return ctx.write
      ? `This is a read key; ${ctx.operation} needs a full key: create a full key in the platform dashboard and store it in ${keyPlace}.`
      : `The key may not access this resource: check that ${keyPlace} belongs to the organisation that owns it.`;
  }
  if (status === 404) {
    return ctx.notFound
      ? `${capitalise(describeNotFound(ctx.notFound))} was not found: check the name or id, and that the key belongs to the organisation that owns it.`
      : `The platform has no such endpoint under ${ctx.apiRoot}: check that ${ctx.terms.url} points at the platform.`;
  }
  if (status === 400 || status === 422) {
    const about = ctx.field ? ` (field "${ctx.field}")` : '';
    return `The platform rejected the input${about}: correct it as the message says and run again.`;
  }
  if (status === 409)
    return 'The request conflicts with the current state on the platform: check it and run again.';
  if (status === 429) {
    return ctx.deadlineHit
      ? `The platform is rate-limiting this key and the wait it asked for would pass the deadline: ${outOfTime(ctx)}.`
      : `The platform kept rate-limiting this key after ${ctx.attempts} attempts: check that no other job is using the same key at the same time.`;
  }
  if (status >= 500 || status === 408) {
    if (ctx.deadlineHit) {
      return `The platform kept failing (tried ${ctx.attempts} time(s) until the deadline): ${outOfTime(ctx)}; report it to the platform if it persists.`;
    }
    return `The platform kept failing (tried ${ctx.attempts} time(s)): run again later, and report it to the platform if it persists.`;
  }
  if (status >= 300 && status < 400) {
    const target = ctx.location ? ` to ${ctx.location}` : '';
    return `The platform redirected${target}: set ${ctx.terms.url} to the final address (https, no redirect).`;
  }
  return `Unexpected HTTP ${status} from the platform: check ${ctx.terms.url} and the request.`;
}

/** What to do when the time is up: only a step's deadline is the user's to raise. */
function outOfTime(ctx: HintContext): string {
  return ctx.stepDeadline
    ? `the step's time ran out; give the step more time with ${ctx.terms.moreTime}, or run again later`
    : 'the time one call may take ran out; run again later';
}

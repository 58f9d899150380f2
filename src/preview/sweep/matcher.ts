import { ConfigurationError } from '../../errors.ts';
import { MAX_LABEL_LENGTH } from '../../hostname.ts';
import { escapeRegExp } from '../../text.ts';
import { branchSlug } from '../branch-slug.ts';
import { placeholdersOf } from '../template.ts';

/** The room renderSegment gives {branch} at the least: below it, no name was ever rendered. */
const MIN_BRANCH_ROOM = 6;
const SHA_LENGTH = 7;
const PR = '([1-9][0-9]*)';
const SHA = `[0-9a-f]{${SHA_LENGTH}}`;
/** What branchSlug can produce: lower-case letters, digits and inner hyphens. */
const SLUG = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';

/** A pull request as far as a `{branch}` template needs it. */
export interface PullRef {
  readonly number: number;
  readonly headRef: string | undefined;
}

export interface TemplateMatch {
  readonly pr: number | undefined;
  /** The digits of a {pr} too large to be a number exactly. */
  readonly tooLarge?: string;
}

export interface TemplateMatcherOptions {
  /** The input the template came from, named in every error. */
  readonly input: string;
  /** Domains: split at dots, each label rendered on its own (as renderDomain does), lower-cased. */
  readonly dotted?: boolean;
  /** Placeholders this kind of name may use (databases only know {pr}). */
  readonly allowed?: readonly ('pr' | 'branch' | 'sha')[];
}

/**
 * A preview template (`pr-{pr}.preview.example.com`, `shop-pr-{pr}`, `shop-{branch}`) turned around:
 * it tells whether a name is one the template renders, and for which pull request. Matching is whole
 * and strict (a `{pr}` is a number without leading zeros, a `{sha}` seven hex digits, a `{branch}`
 * exactly the slug the template gives that branch), because what matches is deleted.
 */
export class TemplateMatcher {
  readonly template: string;
  readonly input: string;
  readonly hasPr: boolean;
  readonly #segments: readonly string[];
  readonly #dotted: boolean;
  readonly #pattern: RegExp;

  constructor(template: string, options: TemplateMatcherOptions) {
    this.input = options.input;
    this.#dotted = options.dotted === true;
    const trimmed = template.trim();
    this.template = this.#dotted ? trimmed.replace(/\.$/, '').toLowerCase() : trimmed;
    const used = placeholdersOf(this.template, this.input);
    const allowed = options.allowed ?? ['pr', 'branch', 'sha'];
    const stray = used.find((name) => !allowed.includes(name));
    if (stray !== undefined) {
      throw new ConfigurationError(
        `Input "${this.input}" uses {${stray}}, but these names only ever hold ${allowed.map((name) => `{${name}}`).join(', ')}; use the same template as the preview step.`,
        this.input,
      );
    }
    this.hasPr = used.includes('pr');
    if (!this.hasPr && !used.includes('branch')) {
      throw new ConfigurationError(
        `Input "${this.input}" ("${this.template}") has neither {pr} nor {branch}, so no name tells which pull request it belongs to; give the template the preview step uses, e.g. shop-pr-{pr}.`,
        this.input,
      );
    }
    this.#segments = this.#dotted ? this.template.split('.') : [this.template];
    this.#pattern = this.#compile((escaped) => escaped.replaceAll('{branch}', SLUG));
  }

  /**
   * undefined when `name` is not the template's; else the pull request number, when it holds one.
   * A number past 2^53 cannot be held exactly (`…890` would be looked up as `…000`): it comes back
   * as `tooLarge`, its digits, and is nobody's.
   */
  match(name: string): TemplateMatch | undefined {
    const found = this.#pattern.exec(this.#dotted ? name.toLowerCase() : name);
    if (found === null) return undefined;
    const numbers = new Set(found.slice(1).filter((group) => group !== undefined));
    // `pr-{pr}-of-{pr}` names one pull request only when both numbers agree.
    if (numbers.size > 1) return undefined;
    const [pr] = numbers;
    if (pr === undefined) return { pr: undefined };
    const number = Number(pr);
    return Number.isSafeInteger(number) ? { pr: number } : { pr: undefined, tooLarge: pr };
  }

  /** Whether `name` is exactly what the template renders for this pull request (any `{sha}`). */
  rendersFor(name: string, pull: PullRef): boolean {
    if (pull.headRef === undefined || pull.headRef === '') return false;
    const pattern = this.#compile((escaped, segment) => {
      const fixed = segment
        .replaceAll('{pr}', String(pull.number))
        .replaceAll('{sha}', 'x'.repeat(SHA_LENGTH))
        .replaceAll('{branch}', '');
      const count = segment.split('{branch}').length - 1;
      if (count === 0) return escaped;
      const room = Math.floor((MAX_LABEL_LENGTH - fixed.length) / count);
      if (room < MIN_BRANCH_ROOM) return escaped.replaceAll('{branch}', '(?!)');
      return escaped.replaceAll('{branch}', escapeRegExp(branchSlug(pull.headRef!, room)));
    }, String(pull.number));
    return pattern.test(this.#dotted ? name.toLowerCase() : name);
  }

  /**
   * The whole-name pattern: `branch` fills {branch} in each segment once its literals are escaped
   * (it also gets the raw segment, to measure it); `pr` is the group or the exact number for {pr}.
   */
  #compile(branch: (escaped: string, segment: string) => string, pr = PR): RegExp {
    const parts = this.#segments.map((segment) => {
      const escaped = segment
        .split(/(\{pr\}|\{sha\}|\{branch\})/)
        .map((part) => (part.startsWith('{') && part.endsWith('}') ? part : escapeRegExp(part)))
        .join('');
      return branch(escaped, segment)
        .replaceAll('{pr}', pr === PR ? PR : escapeRegExp(pr))
        .replaceAll('{sha}', SHA);
    });
    return new RegExp(`^${parts.join('\\.')}$`);
  }
}

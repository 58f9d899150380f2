import { ConfigurationError } from '../errors.ts';
import { escapeRegExp } from '../text.ts';

const PLACEHOLDER = '{pr}';
/** What the platform accepts as a database name (lower-case letters, digits, inner hyphens, ≤ 63). */
const NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The `name` input, e.g. `shop-pr-{pr}`: renders the name of one pull request's database, and is the
 * fence around deletion. A database is only ever created, reset or deleted when its whole name
 * matches the template with `{pr}` as a number (`^shop-pr-\d+$`), so a typo or an odd `pr` value
 * can never point this action at the production database.
 */
export class NameTemplate {
  readonly template: string;
  readonly pattern: RegExp;

  constructor(template: string) {
    this.template = template;
    if (!template.includes(PLACEHOLDER)) {
      throw new ConfigurationError(
        `Input "name" must contain {pr}, e.g. \`shop-pr-{pr}\`, so each pull request gets its own database and only such databases can be deleted; "${template}" names one fixed database.`,
        'name',
      );
    }
    const literals = template.split(PLACEHOLDER);
    const stray = literals.join('').match(/[^a-z0-9-]/);
    if (stray) {
      throw new ConfigurationError(
        `Input "name": "${template}" may hold only lower-case letters, digits, hyphens and {pr} (found "${stray[0]}").`,
        'name',
      );
    }
    this.pattern = new RegExp(`^${literals.map(escapeRegExp).join('(\\d+)')}$`);
  }

  /** The name for pull request `pr`, refused unless it matches the template. */
  render(pr: string): string {
    const name = this.template.split(PLACEHOLDER).join(pr);
    this.guard(name);
    if (!NAME.test(name)) {
      throw new ConfigurationError(
        `Input "name": "${name}" is not a valid database name (lower-case letters, digits and inner hyphens, at most 63 characters); shorten the template.`,
        'name',
      );
    }
    return name;
  }

  matches(name: string): boolean {
    return this.pattern.test(name);
  }

  /** Throws unless `name` is one of the template's names. */
  guard(name: string): void {
    if (this.matches(name)) return;
    throw new ConfigurationError(
      `Refusing to touch database "${name}": its name is outside the template \`${this.template}\` (${this.pattern.source}), and this action only creates or deletes per-pull-request databases. Check the \`name\` and \`pr\` inputs.`,
      'name',
    );
  }
}

/**
 * CONTRIBUTING.md's list of layer rules, generated from `.dependency-cruiser.cjs` (the `layers` fact of
 * gen-metadata.ts): one item per rule, in the config's order, lowest layer first, with the rule's own
 * comment. The doc cannot drift from what `npm run lint:deps` checks, and the domain and base it names
 * are the ones the config read from src/.
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

interface Rule {
  readonly name: string;
  readonly comment: string;
}

export function layerRules(root: string): string {
  const require = createRequire(import.meta.url);
  const config = require(resolve(root, '.dependency-cruiser.cjs')) as { readonly forbidden: readonly Rule[] };
  const items = config.forbidden.map((rule, index) => `${index + 1}. \`${rule.name}\`: ${rule.comment}`);
  return `\n${items.join('\n')}\n`;
}

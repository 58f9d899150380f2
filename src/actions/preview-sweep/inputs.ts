import { ConfigurationError } from '../../errors.ts';
import type { ProjectScope, SweepTemplates } from '../../preview/sweep/inventory.ts';
import { TemplateMatcher } from '../../preview/sweep/matcher.ts';
import type { Inputs } from '../common/inputs.ts';
import { readExpectedPlan } from '../common/sync-inputs.ts';
import type { spec } from './spec.ts';

export type PreviewSweepInputName = keyof typeof spec.inputs;

export interface PreviewSweepInputs {
  readonly templates: SweepTemplates;
  readonly maxDeletions: number;
  readonly force: boolean;
  readonly dryRun: boolean;
  readonly expectedPlan: string | undefined;
  readonly githubToken: string;
}

function matcher(
  inputs: Inputs<PreviewSweepInputName>,
  name: 'project-name' | 'domain' | 'database-name' | 'env-group-name',
): TemplateMatcher | undefined {
  const template = inputs.optional(name);
  if (template === undefined) return undefined;
  if (name === 'domain') return new TemplateMatcher(template, { input: name, dotted: true });
  // preview-database names hold {pr} only, like its own `name` input.
  if (name === 'database-name') return new TemplateMatcher(template, { input: name, allowed: ['pr'] });
  return new TemplateMatcher(template, { input: name });
}

function readScope(inputs: Inputs<PreviewSweepInputName>): ProjectScope | undefined {
  const id = inputs.optionalId('project', "a project's id or name");
  const names = matcher(inputs, 'project-name');
  if (id !== undefined && names !== undefined) {
    throw new ConfigurationError(
      'Give at most one of the inputs "project" (the one project the preview domains are on) and "project-name" (the template preview projects are made from), as in preview-domain.',
      'project',
    );
  }
  if (id !== undefined) return { kind: 'id', id };
  return names && { kind: 'name', matcher: names };
}

/** Everything but api-key and api-url (readConnection reads those first, so the key is masked). */
export function readPreviewSweepInputs(inputs: Inputs<PreviewSweepInputName>): PreviewSweepInputs {
  const project = readScope(inputs);
  const templates: SweepTemplates = {
    project,
    domain: matcher(inputs, 'domain'),
    database: matcher(inputs, 'database-name'),
    envGroup: matcher(inputs, 'env-group-name'),
  };
  if (templates.domain !== undefined && project === undefined) {
    throw new ConfigurationError(
      'Input "domain" needs "project-name" (the template preview projects are made from) or "project" (the project the domains are on): domains are looked up on projects.',
      'domain',
    );
  }
  if (project === undefined && templates.database === undefined && templates.envGroup === undefined) {
    throw new ConfigurationError(
      'Nothing to sweep: set "project-name", "domain", "database-name" or "env-group-name" to the templates your previews use, e.g. shop-pr-{pr} and pr-{pr}.preview.example.com.',
      'project-name',
    );
  }
  return {
    templates,
    maxDeletions: inputs.integer('max-deletions', 0, 100_000),
    force: inputs.boolean('force'),
    dryRun: inputs.boolean('dry-run'),
    expectedPlan: readExpectedPlan(inputs),
    githubToken: inputs.required(
      'github-token',
      'pass a token that can read pull requests, e.g. `${{ github.token }}` with `pull-requests: read`',
    ),
  };
}

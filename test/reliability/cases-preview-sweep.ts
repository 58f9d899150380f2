/** Bad inputs of preview-sweep: templates that cannot fence what it deletes, and its switches. */
import { type BadInputCase, refusalsOf } from './cases.ts';

export const PREVIEW_SWEEP_CASES: readonly BadInputCase[] = refusalsOf('preview-sweep', {
  'no template at all': {
    inputs: { 'project-name': '', domain: '', 'database-name': '' },
    input: 'project-name',
    fix: /to the templates your previews use/,
  },
  'a domain template without a project': {
    inputs: { 'project-name': '' },
    input: 'domain',
    fix: /needs "project-name" .* or "project"/,
  },
  'both project and project-name': {
    inputs: (s) => ({ project: s.projectId }),
    input: 'project',
    fix: /Give at most one of/,
  },
  'a database template that names one fixed database': {
    inputs: { 'database-name': 'shop-db' },
    input: 'database-name',
    fix: /neither \{pr\} nor \{branch\}.*e\.g\. shop-pr-\{pr\}/,
  },
  'a database template with {branch}': {
    inputs: { 'database-name': 'shop-{branch}' },
    input: 'database-name',
    fix: /only ever hold \{pr\}; use the same template as the preview step/,
  },
  'an unknown placeholder in the domain template': {
    inputs: { domain: 'pr-{number}.preview.example.com' },
    input: 'domain',
    fix: /only \{pr\}, \{branch\} and \{sha\} are allowed/,
  },
  'a negative max-deletions': {
    inputs: { 'max-deletions': '-1' },
    input: 'max-deletions',
    fix: /must be a whole number from 0/,
  },
  'force: yes': { inputs: { force: 'yes' }, input: 'force', fix: /true.*false/ },
  'an empty github-token': {
    inputs: { 'github-token': '' },
    input: 'github-token',
    fix: /pass a token that can read pull requests/,
  },
});

import { PLATFORM_INPUTS } from '../common/platform-inputs.ts';
import { defineAction, statusOutput } from '../common/spec.ts';

export const spec = defineAction({
  name: 'cdn-publish',
  title: 'Publish a directory to a platform CDN bucket',
  summary:
    'Publishes a directory to a CDN bucket: only changed files uploaded, prune only after every upload succeeded.',
  description:
    'Upload a build output directory to a CDN bucket: only new or changed files (by content hash), in parallel, multipart for huge files, with optional prune.',
  inputs: {
    ...PLATFORM_INPUTS,
    bucket: { description: 'The CDN bucket: its id or its name.', required: true },
    'create-bucket': {
      description: 'Create the bucket (with this name) when no bucket has this id or name.',
      default: 'false',
    },
    path: {
      description:
        'The directory to publish, e.g. `dist`. Every file below it is published (.gitignore is not applied; `.git/` is skipped).',
      required: true,
    },
    prefix: {
      description: 'Folder in the bucket to publish under, e.g. `static/v2`; empty publishes at the root.',
    },
    prune: {
      description:
        'Delete assets under `prefix` that have no file in `path`, once every upload has succeeded.',
      default: 'false',
    },
    force: {
      description:
        'Allow a prune that deletes more than 30% of 10 or more assets, or everything under `prefix`.',
      default: 'false',
    },
    'dry-run': {
      description:
        'Plan only: list what would be uploaded and deleted, write nothing (a read key is enough).',
      default: 'false',
    },
    'cache-control': {
      description:
        'Cache-Control for the uploaded files: one value for all, or one `glob: value` rule per line (first match wins; unmatched files get the bucket default).',
    },
    concurrency: {
      description: 'Files (and multipart parts) uploaded at once, 1 to 64.',
      default: '8',
    },
  },
  outputs: {
    ...statusOutput(),
    uploaded: { description: 'Files uploaded (on a dry run: that would be).' },
    skipped: { description: 'Files already in the bucket with the same content and metadata.' },
    deleted: { description: 'Assets deleted by prune (on a dry run: that would be).' },
    bytes: { description: 'Bytes uploaded (on a dry run: that would be).' },
    changed: { description: '`true` when anything was uploaded or deleted (on a dry run: would be).' },
  },
});

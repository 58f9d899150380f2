import {
  type CacheControlPolicy,
  CacheControlSyntaxError,
  parseCacheControl,
} from '../../cdn/cache-rules.ts';
import { normalisePrefix } from '../../cdn/keys.ts';
import type { PublishChoices } from '../../cdn/publish-options.ts';
import { ConfigurationError } from '../../errors.ts';
import type { Inputs } from '../common/inputs.ts';
import type { spec } from './spec.ts';

export type CdnPublishInputName = keyof typeof spec.inputs;

export interface CdnPublishInputs extends PublishChoices {
  /** The directory to publish, relative to the workspace. */
  readonly path: string;
}

/** Everything but api-key and api-url, which readConnection handles first so the key is masked. */
export function readCdnPublishInputs(inputs: Inputs<CdnPublishInputName>): CdnPublishInputs {
  const prefixText = inputs.raw('prefix');
  const prefix = normalisePrefix(prefixText);
  if ('problem' in prefix) {
    throw new ConfigurationError(
      `Input "prefix" is not a usable folder ("${prefixText}"): ${prefix.problem}; use a path like static/v2.`,
      'prefix',
    );
  }
  return {
    bucket: inputs.id('bucket', 'a CDN bucket id or name', 'set it to the id or the name of the CDN bucket'),
    createBucket: inputs.boolean('create-bucket'),
    path: inputs.required('path', 'set it to the directory to publish, e.g. dist'),
    prefix: prefix.prefix,
    prune: inputs.boolean('prune'),
    force: inputs.boolean('force'),
    dryRun: inputs.boolean('dry-run'),
    cacheControl: readCacheControl(inputs.raw('cache-control')),
    concurrency: inputs.integer('concurrency', 1, 64),
  };
}

function readCacheControl(text: string): CacheControlPolicy {
  try {
    return parseCacheControl(text);
  } catch (error) {
    if (!(error instanceof CacheControlSyntaxError)) throw error;
    throw new ConfigurationError(
      `Input "cache-control": ${error.message}; give one value (e.g. public, max-age=3600) or one \`glob: value\` rule per line.`,
      'cache-control',
    );
  }
}

/**
 * The manifest comes from the repository, so it is read only from inside the checkout: a committed
 * symlink that points elsewhere on the runner is not followed, as with the env files it names.
 */
import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadManifest } from '../../src/actions/common/manifest-input.ts';
import { ConfigurationError } from '../../src/errors.ts';
import { thrownBy } from '../support/thrown.ts';

const MANIFEST = 'projects:\n  web: { project: shop, path: apps/web }\n';

function checkout(): string {
  return mkdtempSync(join(tmpdir(), 'load-manifest-'));
}

describe('loadManifest', () => {
  it('reads a manifest inside the checkout', () => {
    const workspace = checkout();
    writeFileSync(join(workspace, 'platform.yml'), MANIFEST);
    expect(loadManifest(workspace, 'platform.yml').projects.map((project) => project.key)).toEqual(['web']);
  });

  it('refuses a manifest that is a symlink out of the checkout, as if it were not there', () => {
    const outside = join(checkout(), 'elsewhere.yml');
    writeFileSync(outside, MANIFEST);
    const workspace = checkout();
    symlinkSync(outside, join(workspace, 'platform.yml'));
    const error = thrownBy(ConfigurationError, () => loadManifest(workspace, 'platform.yml'));
    expect(error.message).toMatch(
      /^Input "manifest" names platform.yml, which is not in the checked-out repository/,
    );
  });
});

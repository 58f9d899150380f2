import { afterEach, describe, expect, it } from 'vitest';
import { PlatformClient } from '../../src/api/client.ts';
import { silentLogger } from '../../src/log.ts';
import { ensureDomainAttached } from '../../src/preview/domain.ts';
import { removeManifestPreviews } from '../../src/preview/manifest-removal.ts';
import { type Platform, startPlatform } from '../fakes/platform/index.ts';

let platform: Platform | undefined;
afterEach(async () => {
  await platform?.close();
  platform = undefined;
});

const RUN = { queue: false, values: { pr: 7, branch: 'feature/login', sha: 'b'.repeat(40) } };

describe("taking a pull request's manifest previews down", () => {
  it('detaches each preview domain, never a primary one, and says what stays and why', async () => {
    platform = await startPlatform({ lifecycle: { domainActivationMs: 600_000 } });
    const client = new PlatformClient({ apiUrl: platform.url, apiKey: platform.fullKey, backoffBaseMs: 5 });
    const web = platform.admin.createProject({ name: 'web-pr-7' });
    const api = platform.admin.createProject({ name: 'api-pr-7' });
    const options = { logger: silentLogger, primary: false };
    await ensureDomainAttached(client, web.id, 'web-7.preview.example.com', options);
    await ensureDomainAttached(client, api.id, 'api-7.example.com', options);
    // The api template names a domain that is that project's primary one: production's, never removed.
    platform.state.projects.get(api.id)!.primaryDomain = 'api-7.example.com';
    const marked: string[] = [];
    const removed = await removeManifestPreviews({
      client,
      projects: [
        { key: 'web', project: 'web', previewDomain: 'web-{pr}.preview.example.com' },
        { key: 'api', project: 'api', previewDomain: 'api-{pr}.example.com' },
        { key: 'docs', project: 'docs' },
      ],
      run: RUN,
      logger: silentLogger,
      removed: async (key, previewId) => void marked.push(`${key} ${previewId}`),
    });
    expect(removed.map((entry) => [entry.key, entry.status, entry.detached])).toEqual([
      ['web', 'removed', 'web-7.preview.example.com'],
      ['api', 'refused', undefined],
      ['docs', 'no-preview', undefined],
    ]);
    expect(removed[0]!.kept.join()).toContain('the platform API cannot delete projects');
    expect(removed[1]!.kept.join()).toContain('primary (production) domain');
    expect(platform.state.domains.has('web-7.preview.example.com')).toBe(false);
    expect(platform.state.domains.has('api-7.example.com')).toBe(true);
    // Only the preview taken down has its GitHub Deployments marked inactive.
    expect(marked).toEqual([`web ${web.id}`]);
  });
});

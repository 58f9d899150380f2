import { describe, it } from 'vitest';
import { expectUploadStoredWhole, sharedPlatform } from './helpers.ts';

// deployments.test.ts proves the same on 8 MB in `npm test`; this is the size that once reset (issue 33).
describe('deployments at full size', () => {
  const platform = sharedPlatform({ rateLimit: 1000 });

  it('streams a 64 MB multipart upload to disk and reports its size and sha256', async () => {
    await expectUploadStoredWhole(platform(), 64 * 1024 * 1024);
  });
});

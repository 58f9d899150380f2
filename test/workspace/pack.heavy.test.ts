import { describe, it } from 'vitest';
import { expectBigFilesStreamed } from './big-files.ts';

// pack.test.ts proves the same on 6 and 5 MB files in `npm test`.
describe('packWorkspace at full size', () => {
  it('streams files bigger than the threshold (a 50 MB text file and a 12 MB image)', async () => {
    await expectBigFilesStreamed(50_000_000, 12_000_000);
  });
});

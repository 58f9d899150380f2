/** Bodies cut to GitHub's limits: under the limit, the start kept, what was opened closed, the cut said. */
import { describe, expect, it } from 'vitest';
import { fitToLimit } from '../../src/render/fit.ts';

const RUN = 'https://github.com/octo/shop/actions/runs/4242';

describe('fitToLimit', () => {
  it('leaves a body that fits as it is', () => {
    expect(fitToLimit('a\nb\n', 4, { what: 'a comment', unit: 'characters', runUrl: RUN })).toBe('a\nb\n');
  });

  it('cuts at a line, closes an open fence and details, and says what was cut with a link to the run', () => {
    const lines = Array.from({ length: 5_000 }, (_, i) => `line ${i} ${'y'.repeat(20)}`);
    const body = `<!-- marker -->\n<details><summary>s</summary>\n\n\`\`\`\n${lines.join('\n')}\n\`\`\`\n</details>\n`;
    const cut = fitToLimit(body, 65_536, { what: 'a comment', unit: 'characters', runUrl: RUN });
    expect(cut.length).toBeLessThanOrEqual(65_536);
    expect(cut.startsWith('<!-- marker -->\n')).toBe(true);
    expect(cut).toMatch(/line \d+ y{20}\n```\n<\/details>\n\n_✂️ Cut to fit: [\d,]+ of [\d,]+ characters/);
    expect(cut).toContain(`See [the run](${RUN}) for the rest._`);
  });

  it('counts bytes for the summary, and never leaves a hidden comment open over the cut line', () => {
    const line = `é<!-- ${'z'.repeat(3_000)} -->`;
    const cut = fitToLimit(line, 1_000, { what: 'a job summary', unit: 'bytes' });
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(1_000);
    expect(cut).not.toContain('<!--');
    expect(cut).toContain('bytes not shown');
  });
});

import { readFileSync } from 'node:fs';

/**
 * The outputs an action wrote to its GITHUB_OUTPUT file (`name<<DELIMITER`, the value, the
 * delimiter), in the order written; a later value of the same name wins, as on the runner.
 */
export function readOutputsFile(file: string): Record<string, string> {
  const text = readFileSync(file, 'utf8');
  const outputs: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index += 1) {
    const header = /^([^<]+)<<(.+)$/.exec(lines[index]!);
    if (!header) continue;
    const [, name, delimiter] = header;
    const end = lines.indexOf(delimiter!, index + 1);
    if (end < 0) break;
    outputs[name!] = lines.slice(index + 1, end).join('\n');
    index = end;
  }
  return outputs;
}

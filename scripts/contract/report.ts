/** The contract check's report: one Markdown table, readable in a terminal and in a GitHub issue. */
import type { Finding, FindingKind } from './compare.ts';

const LABELS: Record<FindingKind, string> = {
  missing: 'platform lacks it',
  moved: 'method or path changed',
  'full-key': 'key needed',
  'no-key': 'key needed',
  'body-type': 'request body type',
  fields: 'answer fields',
  extra: 'we lack it',
};
const ORDER: readonly FindingKind[] = [
  'missing',
  'moved',
  'full-key',
  'body-type',
  'no-key',
  'fields',
  'extra',
];
/** Notes past this many are counted, not listed: the table is read by a person. */
export const MAX_NOTES = 25;

export interface ReportContext {
  readonly specUrl: string;
  readonly ourOperations: number;
  readonly theirOperations: number;
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const rank = (finding: Finding) => (finding.breaking ? 0 : 100) + ORDER.indexOf(finding.kind);

export function renderReport(findings: readonly Finding[], context: ReportContext): string {
  const lines = [
    `### Contract check: ${context.specUrl}`,
    '',
    `Our route table has ${context.ourOperations} operations; the platform describes ${context.theirOperations}.`,
    '',
  ];
  if (findings.length === 0) {
    lines.push('No drift: every operation we call is described as we call it.');
    return `${lines.join('\n')}\n`;
  }
  const sorted = [...findings].sort((a, b) => rank(a) - rank(b) || a.operation.localeCompare(b.operation));
  const breaking = sorted.filter((finding) => finding.breaking);
  const notes = sorted.filter((finding) => !finding.breaking);
  const shown = [...breaking, ...notes.slice(0, MAX_NOTES)];
  lines.push('| Breaks an action | Difference | Operation | Detail |', '| --- | --- | --- | --- |');
  for (const finding of shown) {
    const breaks = finding.breaking ? '**yes**' : 'no';
    lines.push(
      `| ${breaks} | ${LABELS[finding.kind]} | ${cell(finding.operation)} | ${cell(finding.detail)} |`,
    );
  }
  if (notes.length > MAX_NOTES) lines.push('', `… and ${notes.length - MAX_NOTES} more notes.`);
  if (findings.some((finding) => finding.kind === 'fields')) {
    lines.push(
      '',
      'Answer fields are a hint, never a failure: the decoders read camelCase and snake_case and several ' +
        'other names for most fields, so check by hand whether a field we read still arrives.',
    );
  }
  lines.push('', `${breaking.length} difference(s) would break an action; ${notes.length} note(s).`);
  return `${lines.join('\n')}\n`;
}

import { escapeTableCell, markdownLink, renderTable, type TableCell } from '../render/markdown.ts';
import { redact } from '../secrets/redact.ts';

export interface PreviewRemovedComment {
  readonly project: string;
  readonly domain: string;
  readonly runUrl?: string | undefined;
}

/** The sticky comment once the PR is closed: the links it carried no longer lead anywhere. */
export function renderPreviewRemovedComment(input: PreviewRemovedComment): string {
  const rows: [string, TableCell][] = [
    ['Status', '🧹 Preview removed'],
    ['Preview domain', { markdown: `\`${input.domain.replace(/`/g, '')}\` (detached)` }],
  ];
  if (input.runUrl) rows.push(['Run', { markdown: markdownLink('Logs', input.runUrl) }]);
  const heading = `### Preview of ${escapeTableCell(redact(input.project))}\n`;
  return redact(`${heading}\n${renderTable(['', ''], rows)}`);
}

export type PreviewSummary =
  | {
      readonly mode: 'attach';
      readonly project: string;
      readonly projectName?: string | undefined;
      readonly projectCreated: boolean;
      readonly envGroupsAttached: readonly string[];
      /** What `from-project` copied into the project, or why nothing was. */
      readonly copied?: string | undefined;
      readonly domain: string;
      readonly alreadyAttached: boolean;
      readonly madePrimary: boolean;
      readonly proxyStatus: string;
      readonly deploymentId?: string | undefined;
      readonly deploymentUrl?: string | undefined;
    }
  | {
      readonly mode: 'detach';
      readonly project: string | undefined;
      readonly domain: string;
      readonly outcome: string;
      readonly notes: readonly string[];
    };

const link = (url: string): TableCell => ({ markdown: markdownLink(url, url) });

/** The job summary of one preview-domain run. */
export function renderPreviewSummary(summary: PreviewSummary): string {
  if (summary.mode === 'detach') {
    const rows: [string, TableCell][] = [
      ['Project', summary.project ?? '(none)'],
      ['Domain', summary.domain],
      ['Outcome', summary.outcome],
    ];
    const notes = summary.notes.map((note) => `- ${escapeTableCell(note)}\n`).join('');
    return `### Preview domain detach\n\n${renderTable(['', ''], rows)}${notes ? `\n${notes}` : ''}`;
  }
  const project = summary.projectName ? `${summary.projectName} (${summary.project})` : summary.project;
  const rows: [string, TableCell][] = [
    ['Project', `${project}${summary.projectCreated ? ', created by this run' : ''}`],
    ['Preview domain', link(`https://${summary.domain}`)],
    ['Domain', summary.alreadyAttached ? 'already attached' : 'attached by this run'],
    ['Proxy status', summary.proxyStatus],
  ];
  if (summary.madePrimary) rows.push(['Primary', 'made the primary domain by this run']);
  if (summary.envGroupsAttached.length > 0)
    rows.push(['Env groups attached', summary.envGroupsAttached.join(', ')]);
  if (summary.copied) rows.push(['From production', summary.copied]);
  if (summary.deploymentId) rows.push(['Deployment', summary.deploymentId]);
  if (summary.deploymentUrl) rows.push(['Deployment URL', link(summary.deploymentUrl)]);
  return `### Preview domain\n\n${renderTable(['', ''], rows)}`;
}

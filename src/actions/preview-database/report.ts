import { stringField } from '../../api/decode.ts';
import type { AttachResult, DetachResult } from '../../databases/lifecycle.ts';
import type { ActionPort } from '../../port.ts';
import { renderTable, type TableCell } from '../../render/summary.ts';
import type { OutputsOf } from '../common/outputs.ts';
import type { spec } from './spec.ts';

/**
 * Outputs and the job summary. Only public fields: the password and the connection string go to
 * the platform's env and nowhere else (the runner would also drop an output that holds a mask).
 */
export async function reportPreviewDatabase(
  port: ActionPort,
  writer: OutputsOf<typeof spec>,
  outcome: AttachResult | DetachResult,
  context: { name: string; envDescription: string },
): Promise<void> {
  const database = outcome.database;
  const connection = outcome.mode === 'attach' ? outcome.connection : undefined;
  const engine = database?.engine ?? stringField(database?.raw, 'engine') ?? '';
  const outputs = {
    'database-id': database?.id ?? '',
    name: context.name,
    result: outcome.result,
    host: connection?.host ?? '',
    port: connection?.port === undefined ? '' : String(connection.port),
    database: connection?.database ?? '',
    username: connection?.username ?? '',
  };
  writer.setAll(outputs);

  const rows: [string, TableCell][] = [
    ['Database', context.name],
    ['Id', outputs['database-id'] || '—'],
    ['Result', outcome.result],
  ];
  if (engine) rows.push(['Engine', engine]);
  if (connection) {
    rows.push([
      'Host',
      `${connection.host ?? '?'}${connection.port === undefined ? '' : `:${connection.port}`}`,
    ]);
    rows.push(['Database name', connection.database ?? '?']);
    rows.push(['User', connection.username]);
    rows.push(['Connection string', `in ${context.envDescription} (secret, not shown)`]);
  } else {
    const env = (outcome as DetachResult).env;
    rows.push(['Env variable', `${context.envDescription}: ${env === 'left' ? 'left in place' : env}`]);
  }
  const title = outcome.mode === 'attach' ? 'Preview database' : 'Preview database removed';
  await port.appendSummary(`### ${title}\n\n${renderTable(['', ''], rows)}`);
}

import { PlatformApiError } from '../../api/errors.ts';
import type { ActionPort } from '../../port.ts';
import { renderTable } from '../../render/summary.ts';
import type { OutputsOf } from '../common/outputs.ts';
import type { ApiRequest } from './request.ts';
import type { ApiResponse } from './send.ts';
import type { spec } from './spec.ts';

type ApiOutputs = OutputsOf<typeof spec>;

/** The platform answered, with an error: `status` is that answer's, as on success. */
export function reportErrorStatus(outputs: ApiOutputs, error: unknown): void {
  if (error instanceof PlatformApiError) outputs.set('status', String(error.status));
}

/**
 * The answer as outputs and a one-row summary. The credentials stay in `data` (the port redacts
 * only the registered secrets, the API key first).
 */
export async function reportApiCall(
  port: ActionPort,
  outputs: ApiOutputs,
  request: ApiRequest,
  response: ApiResponse,
): Promise<void> {
  const { route } = request;
  outputs.setAll({
    data: JSON.stringify(response.data) ?? 'null',
    status: String(response.status),
    operation: route.operation,
  });
  await port.appendSummary(
    `### Platform API call\n\n${renderTable(
      ['Method', 'Path', 'Operation', 'Status'],
      [[request.method, request.path, route.operation, response.status]],
    )}`,
  );
}

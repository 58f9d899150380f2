import { resolveEnvTarget } from '../../env/target.ts';
import { platformAction } from '../common/platform-action.ts';
import { readEnvSyncInputs } from './inputs.ts';
import { reportEnvSync } from './report.ts';
import { spec } from './spec.ts';
import { readMaskedDeclared, syncInLogGroup } from './steps.ts';

export const run = platformAction(
  spec,
  async ({ port, outputs, inputs, connection, client, signal, workspace }) => {
    const config = readEnvSyncInputs(inputs);
    const declared = readMaskedDeclared(config, workspace, port);
    const target = await resolveEnvTarget(client, config.target, port, signal);

    const result = await syncInLogGroup(
      { port, outputs, connection, client, signal },
      config,
      declared,
      target,
    );
    await reportEnvSync(port, outputs, result, config.timeoutMs);
  },
);

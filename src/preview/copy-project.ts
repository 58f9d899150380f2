import type { PlatformClient } from '../api/client.ts';
import type { JsonRecord } from '../api/decode.ts';
import { setStaticRouting, updateProject } from '../api/resources/projects.ts';
import { ActionFailure, errorMessage } from '../errors.ts';
import type { Logger } from '../log.ts';
import {
  type ProxyRule,
  readAttachedEnvGroups,
  readProjectRecord,
  readProxyRules,
  readRoutingMode,
  writeProxyRules,
} from '../projects/platform.ts';
import { copyableSettings, readSettings, settingsPatch, settingValuesEqual } from '../projects/settings.ts';
import { attachEnvGroups } from './project.ts';

/** What a preview copies from production, as read there and as sent: domains are never copied. */
interface CopiedParts {
  readonly routing: string | undefined;
  readonly proxyRules: readonly ProxyRule[];
  /** Rules production showed with no prefix the client can read: never copied, and said so. */
  readonly unreadableRules: number;
  readonly envGroups: readonly string[];
}

/** What production is configured with, read (GET only) before the preview project is created. */
export interface ProductionConfig extends CopiedParts {
  readonly projectId: string;
  readonly record: JsonRecord;
}

/** What a new preview project got from production. */
export interface CopiedConfig extends CopiedParts {
  readonly from: string;
  /** Names of the settings sent (those that differed from a new project's). */
  readonly settings: readonly string[];
}

export interface CopyOptions {
  readonly logger: Logger;
  readonly signal?: AbortSignal | undefined;
}

/**
 * Reads the production project the preview copies. Done before the preview project is created, so a
 * wrong `from-project` is a configuration error and not a half-made preview.
 */
export async function readProductionConfig(
  client: PlatformClient,
  projectId: string,
  options: CopyOptions,
): Promise<ProductionConfig> {
  const { signal } = options;
  const record = await readProjectRecord(client, projectId, 'from-project', signal);
  const routing = await readRoutingMode(client, projectId, signal);
  const proxyRules = await readProxyRules(client, projectId, signal);
  return {
    projectId,
    record,
    routing,
    // Each rule exactly as production has it (every field, the origin's text), sent back verbatim.
    proxyRules: proxyRules.rules,
    unreadableRules: proxyRules.unreadable.length,
    envGroups: (await readAttachedEnvGroups(client, projectId, signal)).map((group) => group.id),
  };
}

/**
 * Gives a just-created preview project production's settings (all but the name), routing mode, proxy
 * rules and env-group attachments. Never its domains: those are production's addresses. A failed
 * write says what was already copied, since a re-run finds the project and does not copy again.
 */
export async function copyIntoPreview(
  client: PlatformClient,
  preview: { readonly id: string; readonly raw: JsonRecord },
  production: ProductionConfig,
  options: CopyOptions,
): Promise<CopiedConfig> {
  const { logger, signal } = options;
  const done: string[] = [];
  try {
    const fresh = readSettings(preview.raw);
    const settings = copyableSettings(production.record).filter(
      (setting) => !settingValuesEqual(setting.value, fresh.get(setting.name)?.value),
    );
    if (settings.length > 0) {
      await updateProject(client, preview.id, settingsPatch(settings), { signal });
      done.push(`settings ${settings.map((setting) => setting.name).join(', ')}`);
    }
    if (
      production.routing !== undefined &&
      production.routing !== (await readRoutingMode(client, preview.id, signal))
    ) {
      await setStaticRouting(client, preview.id, { mode: production.routing }, { signal });
      done.push(`routing mode ${production.routing}`);
    }
    if (production.proxyRules.length > 0) {
      await writeProxyRules(client, preview.id, production.proxyRules, signal);
      done.push(`${production.proxyRules.length} proxy rule(s)`);
    }
    if (production.unreadableRules > 0) {
      logger.warning(
        `${production.projectId} has ${production.unreadableRules} proxy rule(s) with no prefix this client can read; they were not copied into ${preview.id}: add them there by hand.`,
      );
    }
    await attachEnvGroups(client, preview.id, production.envGroups, { logger, signal });
    const copied = {
      from: production.projectId,
      settings: settings.map((setting) => setting.name),
      routing: production.routing,
      proxyRules: production.proxyRules,
      unreadableRules: production.unreadableRules,
      envGroups: production.envGroups,
    };
    logger.info(describeCopy(copied, preview.id));
    return copied;
  } catch (error) {
    if (signal?.aborted) throw error;
    const landed = done.length === 0 ? 'nothing was copied yet' : `it already has ${done.join('; ')}`;
    throw new ActionFailure(
      `Copying ${production.projectId}'s configuration into the new preview project ${preview.id} failed (${landed}): ${errorMessage(error)}. A re-run finds the project and does not copy again: apply the rest with project-sync, or remove the project and re-run.`,
    );
  }
}

/** One sentence for the log and the summary. */
export function describeCopy(copied: CopiedConfig, previewId: string): string {
  const parts = [
    copied.settings.length === 0 ? 'no setting differed' : `settings ${copied.settings.join(', ')}`,
    `routing mode ${copied.routing ?? '(none shown)'}`,
    copied.proxyRules.length === 0
      ? 'no proxy rules'
      : `proxy rules ${copied.proxyRules.map((rule) => `${rule.prefix} → ${rule.origin ?? '(origin not shown)'}`).join(', ')}`,
    ...(copied.unreadableRules === 0
      ? []
      : [
          `not ${copied.unreadableRules} proxy rule(s) with no prefix this client can read (copy ${copied.unreadableRules === 1 ? 'it' : 'them'} by hand)`,
        ]),
    copied.envGroups.length === 0 ? 'no env groups' : `env groups ${copied.envGroups.join(', ')}`,
  ];
  return `Copied into ${previewId} from ${copied.from}: ${parts.join('; ')} (domains are never copied).`;
}

import { ConfigurationError } from '../../errors.ts';

export interface DnsZoneRef {
  readonly id: string;
  readonly name: string;
}

/** A zone from the platform's list, tolerant of `id`/`zoneId` and `name`/`domain`. */
function decodeDnsZone(raw: unknown): DnsZoneRef | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const fields = raw as Record<string, unknown>;
  const id = fields.id ?? fields.zoneId ?? fields.zone_id;
  const name = fields.name ?? fields.domain ?? fields.zone;
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof name !== 'string') return undefined;
  return { id: String(id), name: name.toLowerCase().replace(/\.$/, '') };
}

/**
 * The zone the user named in the `zone` input, by id or by domain name: the action lists the zones
 * and calls this, so users can write either without the engine guessing which one they meant.
 */
export function findDnsZone(zones: readonly unknown[], wanted: string, input = 'zone'): DnsZoneRef {
  const decoded = zones.map(decodeDnsZone).filter((zone) => zone !== undefined);
  const needle = wanted.trim();
  const byId = decoded.find((zone) => zone.id === needle);
  if (byId !== undefined) return byId;
  const name = needle.toLowerCase().replace(/\.$/, '');
  const byName = decoded.find((zone) => zone.name === name);
  if (byName !== undefined) return byName;
  const known = decoded.map((zone) => `${zone.name} (${zone.id})`).join(', ');
  // With no zone at all there is nothing to choose from: say so instead of "use one of: none".
  const choice =
    known === ''
      ? 'the account has no DNS zones yet; create this one first'
      : `use one of: ${known}, or create the zone first`;
  throw new ConfigurationError(
    `Input "${input}" is "${wanted}", which matches no DNS zone of this account by id or name: ${choice}.`,
    input,
  );
}

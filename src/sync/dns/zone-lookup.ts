import { ConfigurationError, isConfigurationError } from '../../errors.ts';
import { checkHostname } from './names.ts';
import { type DnsZoneRef, findDnsZone } from './zone.ts';

export type ZoneLookup =
  | { readonly found: true; readonly zone: DnsZoneRef }
  /** No zone matched and `create-zone` is on: `name` is the domain to create. */
  | { readonly found: false; readonly name: string };

/**
 * The zone the `zone` input names, by id or domain name, among the platform's zones. A missing zone is
 * an error unless it may be created, and then the input has to be a domain name: an id cannot be created.
 */
export function lookUpZone(zones: readonly unknown[], wanted: string, createZone: boolean): ZoneLookup {
  try {
    return { found: true, zone: findDnsZone(zones, wanted) };
  } catch (error) {
    if (!isConfigurationError(error)) throw error;
    if (!createZone) {
      throw new ConfigurationError(`${error.message} Or set \`create-zone: true\` to create it.`, 'zone');
    }
    const name = checkHostname(wanted, { role: 'zone input' });
    if (!name.ok) {
      throw new ConfigurationError(
        `Input "zone" is "${wanted}", which matches no DNS zone, and create-zone needs a domain name to create one: ${name.error}`,
        'zone',
      );
    }
    return { found: false, name: name.value };
  }
}

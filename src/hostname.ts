/**
 * What makes a host name: a fact of DNS that a preview's domain template and project-sync's domains
 * both check, so it sits in the base, under both.
 */

/** The most a DNS label may hold (RFC 1035). */
export const MAX_LABEL_LENGTH = 63;
const MAX_HOSTNAME_LENGTH = 253;

/** Why `domain` is not a usable host name, or undefined when it is. */
export function hostnameProblem(domain: string): string | undefined {
  if (domain.length > MAX_HOSTNAME_LENGTH) {
    return `it has ${domain.length} characters, and a host name may have at most ${MAX_HOSTNAME_LENGTH}`;
  }
  const labels = domain.split('.');
  if (labels.length < 2) return 'it needs at least two parts separated by dots, e.g. pr-7.example.com';
  for (const label of labels) {
    if (label === '') return 'it has an empty part between dots';
    if (label.length > MAX_LABEL_LENGTH) {
      return `the part "${label}" has ${label.length} characters, and a part may have at most ${MAX_LABEL_LENGTH}`;
    }
    if (!/^[a-z0-9-]+$/.test(label)) {
      return `the part "${label}" may only hold letters a-z, digits and hyphens`;
    }
    if (label.startsWith('-') || label.endsWith('-')) {
      return `the part "${label}" may not start or end with a hyphen`;
    }
  }
  if (/^\d+$/.test(labels.at(-1)!)) return 'its last part may not be all digits';
  return undefined;
}

/** The loopback names and addresses: a request to them never leaves this machine. */
export function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host === '[::1]') return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

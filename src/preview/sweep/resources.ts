/** What a preview leaves on the platform, in the order the sweep removes it. */
type SweepKind = 'domain' | 'database' | 'env group attachment' | 'env group';

/**
 * Domains go first, so the preview stops answering before anything it uses disappears; databases
 * next; then env groups are detached from the preview projects, and groups made for a preview are
 * deleted last, once nothing is attached to them.
 */
const REMOVAL_ORDER: Record<SweepKind, number> = {
  domain: 1,
  database: 2,
  'env group attachment': 3,
  'env group': 4,
};

/** Whose a resource is: a pull request and GitHub's word on it, or why it is nobody's we know. */
export type Owner =
  | { readonly kind: 'pull'; readonly pr: number; readonly state: 'open' | 'closed' }
  | { readonly kind: 'unmanaged'; readonly reason: string };

export interface SweepResource {
  readonly kind: SweepKind;
  /** The name the template matched (for an attachment, the group's name or id). */
  readonly name: string;
  /** What the DELETE names: domain name, database id, group id. */
  readonly id: string;
  /** The project a domain or attachment belongs to. */
  readonly project?: { readonly id: string; readonly name: string | undefined };
  readonly owner: Owner;
}

export function resourceKey(resource: SweepResource): string {
  const where = resource.project === undefined ? '' : ` @${resource.project.id}`;
  return `${REMOVAL_ORDER[resource.kind]} ${resource.kind} ${resource.id}${where}`;
}

/** A preview project (never deleted: the API cannot) and the pull request it was made for. */
export interface PreviewProject {
  readonly id: string;
  readonly name: string;
  readonly owner: Owner;
}

import type { OrganizationNode } from '@pest-portal/shared/contract/service';

export interface OrganizationRow extends Omit<OrganizationNode, 'children'> {
  /** 0 for the top company, 1 for its members, and so on. */
  depth: number;
}

/**
 * The company tree as rows, parents before their children, each with its depth: one list
 * that reads the same as a table on a desktop and as cards on a phone.
 */
export function flattenOrganization(nodes: OrganizationNode[], depth = 0): OrganizationRow[] {
  return nodes.flatMap(({ children, ...node }) => [
    { ...node, depth },
    ...flattenOrganization(children, depth + 1),
  ]);
}

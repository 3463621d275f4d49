import { paths, topLevelPathsOf, type Section } from '@pest-portal/shared';

export type RemoteSection = Exclude<Section, 'shell'>;

export const REMOTE_SECTIONS: readonly RemoteSection[] = [
  'dashboard',
  'service',
  'qualification',
  'feedback',
  'scanner',
];

export interface RemoteMount {
  section: RemoteSection;
  /** A top-level path of `paths` the section owns; mounted at `${top}/*`. */
  top: string;
}

/** Every top-level path a remote owns, read from the one routing table (shared paths). */
export function remoteMounts(): RemoteMount[] {
  return REMOTE_SECTIONS.flatMap((section) =>
    topLevelPathsOf(section).map((top) => ({ section, top })),
  );
}

/** The route definition whose title names the area of a mount point. */
export function titleOfTop(top: string) {
  return Object.values(paths).find((p) => p.path === top)?.title ?? 'title.notFound';
}

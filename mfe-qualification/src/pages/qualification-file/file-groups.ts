import type { FileKind, SystemFile } from '@pest-portal/shared/contract/qualification';

export interface FileGroup {
  kind: FileKind;
  /** Files of this kind in the whole search, not only on this page. */
  count: number;
  files: SystemFile[];
}

/** The rows of one page in their kind groups (the server sends them ordered by kind). */
export function groupByKind(
  list: SystemFile[],
  kinds: { kind: FileKind; count: number }[],
): FileGroup[] {
  const groups: FileGroup[] = [];
  for (const file of list) {
    const last = groups.at(-1);
    if (last?.kind === file.kind) last.files.push(file);
    else
      groups.push({
        kind: file.kind,
        count: kinds.find((k) => k.kind === file.kind)?.count ?? 0,
        files: [file],
      });
  }
  return groups;
}

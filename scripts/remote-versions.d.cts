/** The versioned manifest URL of a remote, the URL of the entry it names, and its text. */
export interface RemoteVersion {
  entry: string;
  script: string;
  manifest: string;
}

export function versionOf(entry: string, bytes: Buffer): RemoteVersion | null;

export function createRemoteVersions(
  remotes: { name: string; entry: string }[],
  options?: { waitMs?: number; firstWaitMs?: number; checkMs?: number; fetchImpl?: typeof fetch },
): { current(): Promise<Map<string, RemoteVersion>> };

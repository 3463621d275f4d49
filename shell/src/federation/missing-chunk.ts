/**
 * Whether an error (or one of its causes) is a script chunk that could not be fetched:
 * webpack's ChunkLoadError, or the federation runtime's failure to load a remote's entry
 * or chunk. After a redeploy that dropped an old release's files, this is what an open
 * page meets; reloading the remote (its manifest, entry and chunks anew) recovers.
 */
export function isMissingChunk(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    if (e.name === 'ChunkLoadError' || /Loading (css )?chunk .* failed/i.test(e.message))
      return true;
    e = e.cause;
  }
  return false;
}

/** What a failed call says, for an error shown in place (calls are made `quiet`). */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

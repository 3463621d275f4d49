import { ACCOUNTS, API_URL } from '../support/env';
import { finishedVisitId, visitAwaitingSignatureId } from '../support/service';

/**
 * The seed's visits the benchmark's visit pages open. Which visit is finished, or awaits a
 * signature, depends on the day the portal was seeded (support/service.ts, finishedVisitId):
 * fixed ids went stale (on 2026-11-29 visit 388 had been cancelled and the report preview
 * measured "服务尚未完成" instead of a report; visit 365 was signed and the sign-off page
 * measured "该工单已签字" instead of the signing form).
 */
export interface BenchVisits {
  /** A finished visit of the store account: its detail and its report. */
  finished: number;
  /** A visit of the store account awaiting its signature: the sign-off page's form. */
  awaitingSignature: number;
}

let found: BenchVisits | undefined;

/**
 * Find the visits once the portal runs, through its API's own address (the shell is served
 * over https with the benchmark's certificate, which Node's fetch cannot be told to trust).
 * Both builds' portals are seeded alike on the same day, so one answer serves both.
 */
export async function findBenchVisits(apiUrl: string = API_URL): Promise<void> {
  const [finished, awaitingSignature] = await Promise.all([
    finishedVisitId(ACCOUNTS.store.account, apiUrl),
    visitAwaitingSignatureId(ACCOUNTS.store.account, apiUrl),
  ]);
  found = { finished, awaitingSignature };
}

/** The visits found by findBenchVisits, for the pages' paths. */
export function benchVisits(): BenchVisits {
  if (!found) throw new Error('The benchmark has not found its visits yet (findBenchVisits).');
  return found;
}

import { detached } from '../db/ambient-transaction';

/**
 * Work a request starts but does not wait for (a login code's text): the answer goes out
 * at once, the same for every caller, whatever the work then takes. A failure is logged.
 * `settled` waits for everything under way: the server waits for it when it closes, and
 * tests when they look at what the work did.
 */
export interface Background {
  run(label: string, task: () => Promise<void>): void;
  settled(): Promise<void>;
}

export function background(logError: (message: string) => void): Background {
  const running = new Set<Promise<void>>();
  return {
    run(label, task) {
      // Outside the request's transaction, if any: it may be over before the task ends.
      const done: Promise<void> = detached(() => Promise.resolve().then(task))
        .catch((error: unknown) =>
          logError(`${label} failed: ${error instanceof Error ? error.message : String(error)}`),
        )
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size) await Promise.all([...running]);
    },
  };
}

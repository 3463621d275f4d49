/**
 * The scanner's states and the moves between them (spec §4): it starts not-started,
 * starting the camera makes it scan, a read pauses it, resuming scans again, and stopping
 * from either returns it to not-started. It can never go from not-started to paused.
 */
export type ScannerState = 'notStarted' | 'scanning' | 'paused';
export type ScannerEvent = 'start' | 'pause' | 'resume' | 'stop';

const MOVES: Record<ScannerState, Partial<Record<ScannerEvent, ScannerState>>> = {
  notStarted: { start: 'scanning' },
  scanning: { pause: 'paused', stop: 'notStarted' },
  paused: { resume: 'scanning', stop: 'notStarted' },
};

/** The state after `event`, or null when the spec does not allow that move from `state`. */
export function nextState(state: ScannerState, event: ScannerEvent): ScannerState | null {
  return MOVES[state][event] ?? null;
}

export class ScannerStateError extends Error {
  constructor(
    readonly state: ScannerState,
    readonly event: ScannerEvent,
  ) {
    super(`the scanner cannot ${event} while ${state}`);
    this.name = 'ScannerStateError';
  }
}

/** Holds the current state; a move the spec forbids throws instead of happening. */
export class ScannerStateMachine {
  private current: ScannerState = 'notStarted';

  get state(): ScannerState {
    return this.current;
  }

  can(event: ScannerEvent): boolean {
    return nextState(this.current, event) !== null;
  }

  move(event: ScannerEvent): ScannerState {
    const next = nextState(this.current, event);
    if (next === null) throw new ScannerStateError(this.current, event);
    this.current = next;
    return next;
  }
}

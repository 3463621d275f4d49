import {
  nextState,
  ScannerStateError,
  ScannerStateMachine,
  type ScannerEvent,
  type ScannerState,
} from './scanner-state';

const ALL: [ScannerState, ScannerEvent, ScannerState | null][] = [
  ['notStarted', 'start', 'scanning'],
  ['notStarted', 'pause', null],
  ['notStarted', 'resume', null],
  ['notStarted', 'stop', null],
  ['scanning', 'start', null],
  ['scanning', 'pause', 'paused'],
  ['scanning', 'resume', null],
  ['scanning', 'stop', 'notStarted'],
  ['paused', 'start', null],
  ['paused', 'pause', null],
  ['paused', 'resume', 'scanning'],
  ['paused', 'stop', 'notStarted'],
];

describe('the scanner state machine', () => {
  it.each(ALL)('from %s, %s leads to %s', (state, event, expected) => {
    expect(nextState(state, event)).toBe(expected);
  });

  it('goes through a read: start, pause on the read, resume, stop', () => {
    const machine = new ScannerStateMachine();
    expect(machine.state).toBe('notStarted');
    expect(machine.move('start')).toBe('scanning');
    expect(machine.move('pause')).toBe('paused');
    expect(machine.move('resume')).toBe('scanning');
    expect(machine.move('stop')).toBe('notStarted');
  });

  it('refuses not-started → paused and leaves the state as it was', () => {
    const machine = new ScannerStateMachine();
    expect(machine.can('pause')).toBe(false);
    expect(() => machine.move('pause')).toThrow(ScannerStateError);
    expect(machine.state).toBe('notStarted');
  });
});

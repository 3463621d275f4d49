import {
  activityLevel,
  HIGH_CATCHES_PER_CHECK,
  isAbnormal,
  levelCounts,
  markerText,
} from './activity-level';

describe('activityLevel', () => {
  it('tells an unchecked device from a clear one', () => {
    expect(activityLevel({ checkCount: 0, catchTotal: 0 })).toBe('unchecked');
    expect(activityLevel({ checkCount: 5, catchTotal: 0 })).toBe('clear');
  });

  it('rates catches per check, so a short and a long period read alike', () => {
    expect(activityLevel({ checkCount: 4, catchTotal: 1 })).toBe('low');
    expect(activityLevel({ checkCount: 4, catchTotal: 4 * HIGH_CATCHES_PER_CHECK - 1 })).toBe(
      'low',
    );
    expect(activityLevel({ checkCount: 4, catchTotal: 4 * HIGH_CATCHES_PER_CHECK })).toBe('high');
    expect(activityLevel({ checkCount: 1, catchTotal: HIGH_CATCHES_PER_CHECK })).toBe('high');
    expect(activityLevel({ checkCount: 20, catchTotal: HIGH_CATCHES_PER_CHECK })).toBe('low');
  });

  it('counts the devices of each level for the legend', () => {
    expect(
      levelCounts([
        { checkCount: 0, catchTotal: 0 },
        { checkCount: 3, catchTotal: 0 },
        { checkCount: 3, catchTotal: 3 * HIGH_CATCHES_PER_CHECK },
        { checkCount: 3, catchTotal: 1 },
        { checkCount: 2, catchTotal: 0 },
      ]),
    ).toEqual({ unchecked: 1, clear: 2, low: 1, high: 1 });
  });

  it('rings a device found damaged, missing or replaced', () => {
    expect(isAbnormal({ abnormalCount: 0 })).toBe(false);
    expect(isAbnormal({ abnormalCount: 1 })).toBe(true);
  });

  it('prints the label’s serial on the marker', () => {
    expect(markerText('D12-004')).toBe('004');
    expect(markerText('BAIT9')).toBe('AIT9');
  });
});

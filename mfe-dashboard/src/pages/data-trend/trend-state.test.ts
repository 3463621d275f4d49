import dayjs from 'dayjs';
import type { TrendDevice } from '@pest-portal/shared/contract/dashboard';
import {
  previousPeriod,
  resolveDevices,
  resolveType,
  trendInput,
  trendStateFromSearch,
  trendStateToSearch,
} from './trend-state';

const today = dayjs('2026-11-23');
const device = (deviceId: number): TrendDevice => ({
  deviceId,
  deviceCode: `D-${deviceId}`,
  deviceType: 'bait_station',
  areaName: '后厨',
  memberName: '上海静安食品有限公司',
});

describe('the data trend state in the address', () => {
  it('round-trips every choice', () => {
    const search = new URLSearchParams(
      'start=2026-08-01&end=2026-10-31&unit=day&type=glue_board&devices=4,9&pest=3&compare=1',
    );
    const state = trendStateFromSearch(search, today);
    expect(state).toEqual({
      startDate: '2026-08-01',
      endDate: '2026-10-31',
      unit: 'day',
      deviceType: 'glue_board',
      deviceIds: [4, 9],
      pestId: 3,
      compare: true,
    });
    expect(trendStateFromSearch(new URLSearchParams(trendStateToSearch(state)), today)).toEqual(
      state,
    );
  });

  it('falls back to the last twelve months by month, and drops what is malformed', () => {
    const state = trendStateFromSearch(
      new URLSearchParams('type=rocket&devices=a,-1,5,5&unit=hour&pest=x'),
      today,
    );
    expect(state).toEqual({
      startDate: '2025-12-01',
      endDate: '2026-11-23',
      unit: 'month',
      deviceIds: [5],
      compare: false,
    });
  });

  it('does not count day by day over more than 93 days', () => {
    const search = new URLSearchParams('start=2026-01-01&end=2026-06-30&unit=day');
    expect(trendStateFromSearch(search, today).unit).toBe('month');
  });

  it('keeps at most ten devices', () => {
    const ids = Array.from({ length: 14 }, (_, i) => i + 1).join(',');
    expect(
      trendStateFromSearch(new URLSearchParams(`devices=${ids}`), today).deviceIds,
    ).toHaveLength(10);
  });
});

describe('what the page draws', () => {
  const state = trendStateFromSearch(new URLSearchParams(), today);
  const devices = [1, 2, 3, 4, 5, 6, 7].map(device);

  it('takes the first kind and its first five devices until the user picks', () => {
    expect(resolveType(state, [{ deviceType: 'fly_light', deviceCount: 3 }])).toBe('fly_light');
    expect(resolveType(state, [])).toBeUndefined();
    expect(resolveDevices(state, devices)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the chosen devices that exist, and no default once the user has chosen', () => {
    expect(resolveDevices({ ...state, deviceIds: [7, 99] }, devices)).toEqual([7]);
    expect(resolveDevices({ ...state, deviceIds: [99] }, devices)).toEqual([]);
  });

  it('compares with the period of the same length just before', () => {
    expect(previousPeriod({ startDate: '2026-03-01', endDate: '2026-03-31' })).toEqual({
      startDate: '2026-01-29',
      endDate: '2026-02-28',
    });
    const input = trendInput({ ...state, pestId: 2 }, [1], state);
    expect(input).toEqual({
      deviceIds: [1],
      startDate: '2025-12-01',
      endDate: '2026-11-23',
      unit: 'month',
      pestId: 2,
    });
  });
});

import {
  DASHBOARD_ENDPOINTS as E,
  MAX_DAY_UNIT_DAYS,
} from '@pest-portal/shared/contract/dashboard';
import type { AppContext } from '../app-context';
import type { AuthContext } from '../auth/auth-context';
import { RuleFailure } from '../http/api-failure';
import type { Router } from '../http/route';
import { memberScope } from '../service/scope';
import { periodOf } from './home-period';
import { checkArea } from './home-scope';
import {
  checkDevices,
  deviceTrends,
  deviceTypes,
  inputPests,
  trendDevices,
  type DeviceScope,
} from './trend-queries';

const dayCount = (start: string, end: string) =>
  (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000 + 1;

/** The data trend page's endpoints: the device pickers, the pests recorded, the trends. */
export function registerTrendRoutes(router: Router, ctx: AppContext): void {
  const scopeOf = (auth: AuthContext): DeviceScope => ({
    customerId: auth.customerId,
    members: memberScope(auth),
  });

  router.route(E.equipmentTrendsTypeSelect, (_input, { auth }) =>
    deviceTypes(ctx.db, scopeOf(auth)),
  );
  router.route(E.equipmentTrendsSelect, (input, { auth }) =>
    trendDevices(ctx.db, scopeOf(auth), input.deviceType),
  );
  router.route(E.getInputPest, async (input, { auth }) => {
    const members = memberScope(auth);
    await checkArea(ctx.db, members, input.areaId);
    return inputPests(ctx.db, {
      customerId: auth.customerId,
      members,
      period: periodOf(input, ctx.now()),
      areaId: input.areaId,
    });
  });
  router.route(E.equipmentTrends, async (input, { auth }) => {
    const period = periodOf(input, ctx.now());
    if (input.unit === 'day' && dayCount(period.startDate, period.endDate) > MAX_DAY_UNIT_DAYS)
      // Worded by the catalogue in the request's language (it was Chinese only).
      throw new RuleFailure([
        { field: 'unit', key: 'trendDayUnit', rule: 'tooLong', vars: { limit: MAX_DAY_UNIT_DAYS } },
      ]);
    const deviceIds = await checkDevices(ctx.db, scopeOf(auth), input.deviceIds);
    return deviceTrends(ctx.db, { deviceIds, period, unit: input.unit, pestId: input.pestId });
  });
}

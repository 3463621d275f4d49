import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Button } from '@pest-portal/shared/antd';
import { useSearchParams } from '@pest-portal/shared/router';
import { useLocaleStore } from '@pest-portal/shared';
import type { DistrictOption } from '@pest-portal/shared/contract/dashboard';
import { districtOptionsQuery } from '../../api/get-district-options';
import { regionRiskCompareQuery } from '../../api/get-region-risk-compare';
import { pairedBarOption } from '../../charts/home-options';
import { QueryChart } from '../../charts/query-chart';
import { useT } from '../../i18n';
import { regionFromSearch, type GroupRange } from './group-range';

/** The region and its ancestors, top first. */
function pathOf(regions: DistrictOption[], id: number | undefined): DistrictOption[] {
  const byId = new Map(regions.map((r) => [r.districtId, r]));
  const path: DistrictOption[] = [];
  for (let r = byId.get(id ?? 0); r; r = byId.get(r.parentId ?? 0)) path.unshift(r);
  return path;
}

/**
 * Risks found and open per province, then per city and district of the one clicked (a
 * district is the last level). The path above the chart goes back up; each step is a
 * history entry, so Back does too.
 */
export function RegionChart({ range, height }: { range: GroupRange; height: number }) {
  const t = useT();
  const locale = useLocaleStore((s) => s.locale);
  const [search, setSearch] = useSearchParams();
  const districtId = regionFromSearch(search);
  const regions = useQuery(districtOptionsQuery());
  const rows = useQuery(regionRiskCompareQuery({ ...range, districtId }));
  const go = (id: number | undefined) => {
    const next = new URLSearchParams(search);
    if (id) next.set('region', String(id));
    else next.delete('region');
    setSearch(next);
  };
  const path = pathOf(regions.data ?? [], districtId);
  const drill = (name: string) => {
    const row = rows.data?.find((r) => r.districtName === name);
    const level = regions.data?.find((r) => r.districtId === row?.districtId)?.level ?? 3;
    if (row && level < 3) go(row.districtId);
  };
  const extra = (
    <Breadcrumb
      items={[
        { title: t('dashboard.group.region.all'), districtId: undefined },
        ...path.map((r) => ({ title: r.districtName, districtId: r.districtId })),
      ].map((item, i, all) => ({
        title:
          i === all.length - 1 ? (
            item.title
          ) : (
            <Button
              type="link"
              size="small"
              style={{ padding: 0 }}
              onClick={() => go(item.districtId)}
            >
              {item.title}
            </Button>
          ),
      }))}
    />
  );
  return (
    <QueryChart
      title={t('dashboard.group.region.title')}
      note={t('dashboard.group.region.note')}
      extra={extra}
      height={height}
      version={`${locale}|${districtId ?? ''}`}
      query={rows}
      hasData={(list) => list.length > 0}
      onClick={drill}
      option={(list) =>
        pairedBarOption(
          locale,
          list.map((r) => r.districtName),
          [
            { name: t('dashboard.group.riskCount'), data: list.map((r) => r.found) },
            { name: t('dashboard.group.openRiskCount'), data: list.map((r) => r.open) },
          ],
        )
      }
    />
  );
}

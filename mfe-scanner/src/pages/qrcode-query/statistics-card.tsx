import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Skeleton, Typography } from '@pest-portal/shared/antd';
import { Statistic } from '@pest-portal/shared/antd/data';
import { ToneTag } from '@pest-portal/shared/ui';
import { deviceStatisticsQuery } from '../../api/get-device-statistics';
import { useT } from '../../i18n';

/** The device's checks, catches and abnormal findings over its whole history. */
export function StatisticsCard({ deviceId }: { deviceId: number }) {
  const t = useT();
  const { data } = useQuery(deviceStatisticsQuery(deviceId));
  return (
    <Card title={t('query.statistics')} size="small">
      {!data ? (
        <Skeleton paragraph={{ rows: 2 }} />
      ) : (
        <>
          <Row gutter={[12, 12]}>
            <Col xs={8} md={6}>
              <Statistic title={t('query.checkCount')} value={data.checkCount} />
            </Col>
            <Col xs={8} md={6}>
              <Statistic title={t('query.catchTotal')} value={data.catchTotal} />
            </Col>
            <Col xs={8} md={6}>
              <Statistic title={t('query.abnormalCount')} value={data.abnormalCount} />
            </Col>
            <Col xs={24} md={6}>
              <Statistic
                title={t('query.lastChecked')}
                value={data.lastCheckedAt ?? '-'}
                styles={{ content: { fontSize: 16 } }}
              />
            </Col>
          </Row>
          <div style={{ marginTop: 12 }}>
            <Typography.Text type="secondary">{t('query.pests')}：</Typography.Text>
            {data.pests.length === 0 ? (
              <Typography.Text>{t('query.noPests')}</Typography.Text>
            ) : (
              data.pests.map((pest) => (
                <ToneTag key={pest.pestId} tone="neutral" style={{ marginBottom: 4 }}>
                  {pest.pestName} {pest.count}
                </ToneTag>
              ))
            )}
          </div>
        </>
      )}
    </Card>
  );
}

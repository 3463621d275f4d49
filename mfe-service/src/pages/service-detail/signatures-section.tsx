import { Flex, Typography } from '@pest-portal/shared/antd';
import { Image } from '@pest-portal/shared/antd/records';
import { type TaskSignature } from '@pest-portal/shared/contract/service';
import { formatTime } from '@pest-portal/shared/ui';
import { DetailSection } from './detail-section';
import { useT } from '../../i18n';

function Signature({ label, signature }: { label: string; signature: TaskSignature }) {
  const t = useT();
  return (
    <Flex vertical gap={4} style={{ minWidth: 220 }}>
      <Typography.Text strong>{label}</Typography.Text>
      {signature.signUrl ? (
        <>
          <Image
            src={signature.signUrl}
            alt={label}
            width={220}
            style={{
              background: '#fafafa',
              border: '1px solid #f0f0f0',
              borderRadius: 4,
              objectFit: 'contain',
            }}
          />
          <Typography.Text type="secondary">
            {signature.signerName ?? ''} {formatTime(signature.signTime)}
          </Typography.Text>
        </>
      ) : (
        <Typography.Text type="secondary">{t('service.detail.unsigned')}</Typography.Text>
      )}
    </Flex>
  );
}

/** The technician's and the customer's signatures on the visit. */
export function SignaturesSection({
  employee,
  customer,
}: {
  employee: TaskSignature;
  customer: TaskSignature;
}) {
  const t = useT();
  return (
    <DetailSection title={t('service.detail.signatures')}>
      <Flex wrap gap={24}>
        <Signature label={t('service.detail.employeeSignature')} signature={employee} />
        <Signature label={t('service.detail.customerSignature')} signature={customer} />
      </Flex>
    </DetailSection>
  );
}

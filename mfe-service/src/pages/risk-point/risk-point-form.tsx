import { useMutation } from '@tanstack/react-query';
import { App, Button, Form, Input } from '@pest-portal/shared/antd';
import { Select } from '@pest-portal/shared/antd/data';
import type { UploadFile } from 'antd';
import { useState } from 'react';
import { newRequestId, type UploadedFile } from '@pest-portal/shared';
import { RISK_POINT_LIMITS } from '@pest-portal/shared/contract/service';
import { errorText } from '../../components/error-text';
import { photoUrls, RiskPhotos } from './risk-photos';
import type { RiskSelects } from './use-risk-selects';
import { addRiskPointMutation } from '../../mutations/add-risk-point-mutation';
import { useT } from '../../i18n';

interface RiskPointValues {
  pestId?: number;
  riskTypeId: number;
  riskGradeId: number;
  location: string;
  description: string;
  photos?: UploadFile<UploadedFile>[];
}

/** Report a risk point: pest (optional), type and grade from the lists, where, what, up to 6 photos. */
export function RiskPointForm({ selects, onAdded }: { selects: RiskSelects; onAdded: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<RiskPointValues>();
  const [sending, setSending] = useState(false);
  // One id per risk point until it is added: a resend after a lost answer adds it once.
  const [requestId, setRequestId] = useState(newRequestId);
  // Adding one refreshes the lists of risk points (the list tab then shows it).
  const add = useMutation(addRiskPointMutation());

  async function send(values: RiskPointValues) {
    if (sending) return;
    setSending(true);
    try {
      await add.mutateAsync({
        pestId: values.pestId,
        riskTypeId: values.riskTypeId,
        riskGradeId: values.riskGradeId,
        location: values.location.trim(),
        description: values.description.trim(),
        images: photoUrls(values.photos),
        requestId,
      });
    } catch (error) {
      message.error(t('service.riskPoint.addFailed', { reason: errorText(error) }));
      setSending(false);
      return;
    }
    setSending(false);
    setRequestId(newRequestId());
    form.resetFields();
    message.success(t('service.riskPoint.added'));
    onAdded();
  }

  const noUploadInFlight = async (_: unknown, photos: UploadFile[] = []) => {
    if (photos.some((p) => p.status === 'uploading'))
      throw new Error(t('service.riskPoint.photoUploading'));
  };

  return (
    <Form<RiskPointValues>
      form={form}
      layout="vertical"
      onFinish={send}
      aria-label={t('service.riskPoint.add')}
    >
      <Form.Item name="pestId" label={t('service.risk.pest')}>
        <Select
          allowClear
          placeholder={t('service.riskPoint.pestPlaceholder')}
          options={selects.pests}
        />
      </Form.Item>
      <Form.Item
        name="riskTypeId"
        label={t('service.risk.type')}
        rules={[{ required: true, message: t('service.riskPoint.typeRequired') }]}
      >
        <Select placeholder={t('service.riskPoint.choose')} options={selects.riskTypes} />
      </Form.Item>
      <Form.Item
        name="riskGradeId"
        label={t('service.risk.grade')}
        rules={[{ required: true, message: t('service.riskPoint.gradeRequired') }]}
      >
        <Select
          placeholder={t('service.riskPoint.choose')}
          options={selects.riskGrades.map(({ value, label }) => ({ value, label }))}
        />
      </Form.Item>
      <Form.Item
        name="location"
        label={t('service.risk.location')}
        rules={[
          { required: true, whitespace: true, message: t('service.riskPoint.locationRequired') },
        ]}
      >
        <Input
          maxLength={RISK_POINT_LIMITS.locationMax}
          placeholder={t('service.riskPoint.locationPlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('service.risk.description')}
        rules={[
          { required: true, whitespace: true, message: t('service.riskPoint.descriptionRequired') },
        ]}
      >
        <Input.TextArea
          rows={4}
          showCount
          maxLength={RISK_POINT_LIMITS.descriptionMax}
          placeholder={t('service.riskPoint.descriptionPlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="photos"
        label={t('service.risk.images')}
        extra={t('service.riskPoint.photosHint', { max: RISK_POINT_LIMITS.images })}
        rules={[{ validator: noUploadInFlight }]}
      >
        <RiskPhotos />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={sending}>
        {t('common.submit')}
      </Button>
    </Form>
  );
}

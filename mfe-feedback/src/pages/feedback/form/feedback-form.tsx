import { Alert, App, Button, Form, Input } from '@pest-portal/shared/antd';
import { Select } from '@pest-portal/shared/antd/data';
import { useEffect, useState } from 'react';
import { PHOTO_MAX_MB, newRequestId, useSessionStore } from '@pest-portal/shared';
import { FEEDBACK_LIMITS, FEEDBACK_TYPES } from '@pest-portal/shared/contract/feedback';
import { errorText, fieldErrorsOf } from '@pest-portal/shared/ui';
import { draftKey } from '../draft/feedback-draft';
import { useFeedbackDraft } from '../draft/use-feedback-draft';
import {
  fromDraft,
  toDraft,
  toRequest,
  type FeedbackFormValues,
  type PhotoFile,
} from './form-values';
import { PhotoUpload } from './photo-upload';
import { useSubmitFeedback } from '../../../api/submit-feedback';
import { useT } from '../../../i18n';

const FIELDS = ['feedbackType', 'content', 'contact'] as const;

/**
 * Send one piece of feedback. The values are kept as a draft on every change and cleared
 * only once the server accepted them, so a failed send or a reload loses nothing.
 */
export function FeedbackForm({ onSubmitted }: { onSubmitted: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<FeedbackFormValues>();
  const mid = useSessionStore((s) => s.mid);
  const draft = useFeedbackDraft(draftKey(mid));
  const submit = useSubmitFeedback();
  const [sendError, setSendError] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  // One id per feedback, stored with its draft: a resend after a lost answer is not a second one.
  const [requestId, setRequestId] = useState(newRequestId);

  const { restored: storedDraft } = draft;
  useEffect(() => {
    // Typing that raced the read wins over the stored draft.
    if (!storedDraft || form.isFieldsTouched()) return;
    form.setFieldsValue(fromDraft(storedDraft));
    if (storedDraft.requestId) setRequestId(storedDraft.requestId);
    setRestored(true);
  }, [storedDraft, form]);

  async function send(values: FeedbackFormValues) {
    setSendError(null);
    draft.save({ ...toDraft(values), requestId });
    try {
      await submit.mutateAsync({ input: toRequest(values), requestId });
    } catch (error) {
      // The server's field checks, shown under the fields they name.
      form.setFields(fieldErrorsOf(error, FIELDS));
      setSendError(t('feedback.submitFailed', { reason: errorText(error) }));
      return;
    }
    await draft.clear();
    setRequestId(newRequestId());
    form.resetFields();
    setRestored(false);
    message.success(t('feedback.submitSuccess'));
    onSubmitted();
  }

  const noUploadInFlight = async (_: unknown, photos: PhotoFile[] = []) => {
    if (photos.some((p) => p.status === 'uploading')) throw new Error(t('feedback.photoUploading'));
  };

  return (
    <Form<FeedbackFormValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 640 }}
      initialValues={{ content: '', contact: '', photos: [] }}
      onValuesChange={(_, all) => draft.save({ ...toDraft(all), requestId })}
      onFinish={send}
    >
      {restored && (
        <Alert
          type="info"
          showIcon
          closable
          title={t('feedback.draftRestored')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item
        name="feedbackType"
        label={t('feedback.type')}
        rules={[{ required: true, message: t('feedback.typeRequired') }]}
      >
        <Select
          placeholder={t('feedback.typePlaceholder')}
          options={FEEDBACK_TYPES.map((type) => ({
            value: type,
            label: t(`feedback.type.${type}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('feedback.content')}
        rules={[
          { required: true, whitespace: true, message: t('feedback.contentRequired') },
          {
            min: FEEDBACK_LIMITS.contentMin,
            message: t('feedback.contentMin', { min: FEEDBACK_LIMITS.contentMin }),
          },
          {
            max: FEEDBACK_LIMITS.contentMax,
            message: t('feedback.contentMax', { max: FEEDBACK_LIMITS.contentMax }),
          },
        ]}
      >
        <Input.TextArea
          rows={5}
          showCount
          maxLength={FEEDBACK_LIMITS.contentMax}
          placeholder={t('feedback.contentPlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="contact"
        label={t('feedback.contact')}
        // Optional, as on the server: the account already tells the provider who wrote.
        rules={[
          {
            max: FEEDBACK_LIMITS.contactMax,
            message: t('feedback.contactMax', { max: FEEDBACK_LIMITS.contactMax }),
          },
        ]}
      >
        <Input
          maxLength={FEEDBACK_LIMITS.contactMax}
          placeholder={t('feedback.contactPlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="photos"
        label={t('feedback.photos')}
        extra={t('feedback.photosHint', { max: FEEDBACK_LIMITS.images, size: PHOTO_MAX_MB })}
        rules={[{ validator: noUploadInFlight }]}
      >
        <PhotoUpload />
      </Form.Item>
      {sendError && <Alert type="error" showIcon title={sendError} style={{ marginBottom: 16 }} />}
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={submit.isPending}>
          {t('feedback.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}

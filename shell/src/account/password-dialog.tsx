import { Form, Input, Modal } from '@pest-portal/shared/antd';
import { useState } from 'react';
import { useNavigate } from '@pest-portal/shared/router';
import type { UpdatePasswordRequest } from '@pest-portal/shared';
import {
  LAYOUT,
  isMobile,
  loginHref,
  notify,
  updatePassword,
  useSessionStore,
  useT,
} from '@pest-portal/shared';

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * The change-password dialog (spec §2, §4, §5): 20% wide on desktop, nearly full width on
 * a phone. The three fields go to the server as entered, with no checks here; a refusal
 * is toasted by the http client and the dialog stays open with what was typed. Success
 * closes it, shows the notice and ends the session.
 */
export function PasswordDialog({ open, onClose }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const [form] = Form.useForm<Partial<UpdatePasswordRequest>>();
  const [saving, setSaving] = useState(false);

  async function confirm() {
    const values = form.getFieldsValue();
    setSaving(true);
    try {
      await updatePassword({
        oldPassword: values.oldPassword ?? '',
        newPassword: values.newPassword ?? '',
        confirmPassword: values.confirmPassword ?? '',
      });
    } catch {
      setSaving(false);
      return; // already toasted; keep the dialog and the values
    }
    setSaving(false);
    form.resetFields();
    onClose();
    notify('success', t('password.success'));
    useSessionStore.getState().signOut();
    navigate(loginHref(isMobile()), { replace: true });
  }

  return (
    <Modal
      open={open}
      title={t('password.title')}
      width={isMobile() ? '92vw' : LAYOUT.passwordDialogWidth}
      styles={{ body: { paddingTop: 8 } }}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={confirm}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} name="password" layout="vertical" onFinish={confirm}>
        <Form.Item name="oldPassword" label={t('password.old')}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="newPassword" label={t('password.new')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirmPassword" label={t('password.confirm')} style={{ marginBottom: 0 }}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {/* Enter in a field submits, as in any form. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}

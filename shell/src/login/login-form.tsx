import { Alert, Button, Form, Input, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { LoginRequest, LoginType } from '@pest-portal/shared';
import { login, notify, sendLoginCode, useT } from '@pest-portal/shared';
import { errorText } from '@pest-portal/shared/ui';
import { completeLogin } from './complete-login';
import { useCountdown } from './use-countdown';

interface Values {
  account?: string;
  password?: string;
  code?: string;
}

/**
 * The login form of both login pages: account + password, or account (phone) + SMS code.
 * Calls are quiet and their error (wrong password, locked, disabled) is shown in place;
 * the form keeps everything typed, across tabs and failures.
 */
export function LoginForm({ size = 'middle' }: { size?: 'middle' | 'large' }) {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const [mode, setMode] = useState<LoginType>('password');
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();

  const required = (field: 'login.account' | 'login.password' | 'login.code') => [
    { required: true, whitespace: true, message: t('login.required', { field: t(field) }) },
  ];

  async function submit(values: Values) {
    setError('');
    setSubmitting(true);
    const account = (values.account ?? '').trim();
    const input: LoginRequest =
      mode === 'password'
        ? { loginType: 'password', account, password: values.password ?? '' }
        : { loginType: 'code', account, code: (values.code ?? '').trim() };
    try {
      const info = await login(input, { quiet: true });
      navigate(completeLogin(info, params.get('Rurl')), { replace: true });
    } catch (e) {
      setError(errorText(e));
      setSubmitting(false);
    }
  }

  async function sendCode() {
    setError('');
    let account: string;
    try {
      account = String((await form.validateFields(['account'])).account ?? '').trim();
    } catch {
      return; // the account field shows what is missing
    }
    setSending(true);
    try {
      const { resendAfter } = await sendLoginCode(account, { quiet: true });
      countdown.start(resendAfter);
      notify('success', t('login.codeSent'));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setSending(false);
    }
  }

  const accountField = (
    <Form.Item name="account" label={t('login.account')} rules={required('login.account')}>
      <Input autoComplete="username" placeholder={t('login.accountPlaceholder')} size={size} />
    </Form.Item>
  );

  const passwordFields = (
    <>
      {accountField}
      <Form.Item name="password" label={t('login.password')} rules={required('login.password')}>
        <Input.Password
          autoComplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
          size={size}
        />
      </Form.Item>
    </>
  );

  const codeFields = (
    <>
      {accountField}
      <Form.Item label={t('login.code')} htmlFor="login_code" required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" noStyle rules={required('login.code')}>
            <Input
              id="login_code"
              autoComplete="one-time-code"
              inputMode="numeric"
              placeholder={t('login.codePlaceholder')}
              size={size}
            />
          </Form.Item>
          <Button
            size={size}
            onClick={sendCode}
            loading={sending}
            disabled={countdown.remaining > 0}
          >
            {countdown.remaining > 0
              ? t('login.resendIn', { seconds: countdown.remaining })
              : t('login.sendCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
    </>
  );

  return (
    <Form
      form={form}
      name="login"
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={() => error && setError('')}
    >
      <Tabs
        activeKey={mode}
        onChange={(key) => {
          setMode(key as LoginType);
          setError('');
        }}
        destroyOnHidden
        items={[
          { key: 'password', label: t('login.tabPassword'), children: passwordFields },
          { key: 'code', label: t('login.tabCode'), children: codeFields },
        ]}
      />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" block size={size} loading={submitting}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}

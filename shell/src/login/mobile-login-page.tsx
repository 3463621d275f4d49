import { Typography } from 'antd';
import { useT } from '@pest-portal/shared';
import { BrandMark } from '../branding/brand-mark';
import { LocaleSwitch } from '../layout/locale-switch';
import { LoginForm } from './login-form';

/** /mlogin: the phone login page; full width, large touch targets. */
export function MobileLoginPage() {
  const t = useT();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#fff' }}>
      <header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '16px 16px 0' }}>
        <BrandMark size={32} nameStyle={{ fontSize: 16, color: '#1f1f1f' }} />
        <LocaleSwitch />
      </header>
      <main style={{ flex: 1, padding: '24px 20px', maxWidth: 480, width: '100%', margin: '0 auto', boxSizing: 'border-box' }}>
        <Typography.Title level={1} style={{ fontSize: 22, margin: '16px 0 8px' }}>
          {t('login.title')}
        </Typography.Title>
        <LoginForm size="large" />
      </main>
    </div>
  );
}

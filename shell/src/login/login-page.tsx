import { Card, Typography } from 'antd';
import { LAYOUT, useT } from '@pest-portal/shared';
import { BrandMark } from '../branding/brand-mark';
import { LocaleSwitch } from '../layout/locale-switch';
import { LoginForm } from './login-form';

/** /login: the desktop login page. */
export function LoginPage() {
  const t = useT();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: 'linear-gradient(135deg, #e6f4ef 0%, #f5f7fa 60%)' }}>
      <header style={{ height: LAYOUT.headerHeight, display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '0 32px' }}>
        <BrandMark size={36} nameStyle={{ fontSize: 18, color: '#1f1f1f' }} />
        <LocaleSwitch />
      </header>
      <main style={{ flex: 1, display: 'grid', placeItems: 'center', padding: 24 }}>
        <Card style={{ width: 400, maxWidth: '100%', boxShadow: '0 8px 24px rgba(0,0,0,0.08)' }}>
          <Typography.Title level={1} style={{ fontSize: 22, textAlign: 'center', marginTop: 0 }}>
            {t('login.title')}
          </Typography.Title>
          <LoginForm />
        </Card>
      </main>
    </div>
  );
}

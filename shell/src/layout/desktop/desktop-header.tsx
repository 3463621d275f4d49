import { Layout, Space } from '@pest-portal/shared/antd';
import dayjs from 'dayjs';
import { LAYOUT, useCompanyStore, useT } from '@pest-portal/shared';
import { ChangePasswordLink } from '../../account/change-password-link';
import { LogoutButton } from '../../account/logout-button';
import { BrandMark } from '../../branding/brand-mark';
import { CompanySwitcher } from '../../company-switcher/company-switcher';
import { useRuntimeConfig } from '../../federation/use-runtime-config';
import { LocaleSwitch } from '../locale-switch';

/**
 * spec §2 desktop header, 60 px: the date, the login-success hint with the company name,
 * help, the company switcher, change password and logout.
 */
export function DesktopHeader() {
  const t = useT();
  const companyName = useCompanyStore((s) => s.companyName);
  const helpUrl = useRuntimeConfig()?.helpUrl;
  const today = dayjs().format('YYYY-MM-DD');
  return (
    <Layout.Header
      className="pp-header"
      style={{
        height: LAYOUT.headerHeight,
        lineHeight: `${LAYOUT.headerHeight}px`,
        padding: '0 16px',
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        color: '#fff',
        background: '#12805c',
      }}
    >
      {/* The brand takes the room the actions leave: its name whole wherever it fits, an ellipsis (with the whole name on hover) only when it does not. */}
      <BrandMark
        size={32}
        plate
        style={{ flex: '1 1 auto', minWidth: 0 }}
        nameStyle={{ fontSize: 18, color: '#fff' }}
      />
      <Space size={16} style={{ flex: 'none', whiteSpace: 'nowrap' }} wrap={false}>
        <time dateTime={today} aria-label={t('header.date', { date: today })}>
          {today}
        </time>
        {companyName && <span>{t('header.loginSuccess', { companyName })}</span>}
        {helpUrl && (
          <a href={helpUrl} target="_blank" rel="noreferrer">
            {t('header.help')}
          </a>
        )}
        <CompanySwitcher />
        <ChangePasswordLink />
        <LocaleSwitch className="pp-header-link" />
        <LogoutButton className="pp-header-link" />
      </Space>
    </Layout.Header>
  );
}

import type { CSSProperties, ReactNode } from 'react';
import { useT } from '@pest-portal/shared';
import { BrandMark } from '../branding/brand-mark';
import { LocaleSwitch } from '../layout/locale-switch';

export type LoginVariant = 'desktop' | 'mobile';

const NAME_COLOR = '#1f1f1f';

/**
 * The brand's logo height and name style. On a phone a customer's name beside its logo
 * and the language switch does not fit one line (安宝虫控客户服务平台 was cut to
 * 安宝虫控客户服… at 390 px): it wraps to two lines of 16 px, the logo's 32 px, so the
 * header keeps its height whatever the name.
 */
const BRAND: Record<LoginVariant, { size: number; nameStyle: CSSProperties }> = {
  desktop: { size: 36, nameStyle: { fontSize: 18, color: NAME_COLOR } },
  mobile: {
    size: 32,
    nameStyle: {
      fontSize: 16,
      lineHeight: '16px',
      color: NAME_COLOR,
      whiteSpace: 'normal',
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
    },
  },
};

/**
 * The frame of both login pages: brand header, title, introduction, and the form as its
 * child. Its classes are those of the first frame that index.html paints before any script
 * (src/document/first-frame.html, styled by shell.css): the page takes the frame's place
 * without moving, and its title and introduction are the same size as the frame's, so the
 * page's largest paint stays the HTML's. first-frame.test.tsx holds the two equal.
 */
export function LoginFrame({ variant, children }: { variant: LoginVariant; children: ReactNode }) {
  const t = useT();
  const brand = BRAND[variant];
  return (
    <div className={`pp-login pp-login--${variant}`}>
      <header className="pp-login__header">
        <BrandMark size={brand.size} nameStyle={brand.nameStyle} />
        <LocaleSwitch />
      </header>
      <main className="pp-login__main">
        <section className="pp-login__panel">
          <h1 className="pp-login__title">{t('login.title')}</h1>
          <p className="pp-login__intro">{t('login.intro')}</p>
          {children}
        </section>
      </main>
    </div>
  );
}

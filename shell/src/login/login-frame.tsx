import type { ReactNode } from 'react';
import { useT } from '@pest-portal/shared';
import { BrandMark } from '../branding/brand-mark';
import { LocaleSwitch } from '../layout/locale-switch';

export type LoginVariant = 'desktop' | 'mobile';

/** Logo height by variant: the first frame's (.pp-login__logo in shell.css). */
const LOGO_SIZE: Record<LoginVariant, number> = { desktop: 36, mobile: 32 };

/** The first frame's classes: the name's size, and on a phone its two lines, are in shell.css. */
const FRAME_BRAND = { root: 'pp-login__brand', name: 'pp-login__name' };

/**
 * The frame of both login pages: brand header, title, introduction, and the form as its
 * child. Its classes are those of the first frame that index.html paints before any script
 * (src/document/first-frame.html, styled by shell.css): the page takes the frame's place
 * without moving, and its title and introduction are the same size as the frame's, so the
 * page's largest paint stays the HTML's. first-frame.test.tsx holds the two equal.
 */
export function LoginFrame({ variant, children }: { variant: LoginVariant; children: ReactNode }) {
  const t = useT();
  return (
    <div className={`pp-login pp-login--${variant}`}>
      <header className="pp-login__header">
        <BrandMark
          size={LOGO_SIZE[variant]}
          classNames={FRAME_BRAND}
          logoStandsAlone={variant === 'mobile'}
        />
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

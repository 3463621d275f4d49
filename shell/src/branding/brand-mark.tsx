import type { CSSProperties } from 'react';
import { useBrandingStore, useT } from '@pest-portal/shared';

interface Props {
  /** Logo height in px. */
  size?: number;
  /** Show the display name beside the logo. */
  withName?: boolean;
  /**
   * A logo stands alone for the brand: the name is written only where there is no logo.
   * Every demo logo, and most customers', carries the brand's name (issue 8): on a phone the
   * name beside it said the same words again and took the header's width.
   */
  logoStandsAlone?: boolean;
  style?: CSSProperties;
  nameStyle?: CSSProperties;
  /**
   * Set the logo on a light plate: on the coloured header a customer's logo (its own name
   * in its own colours) would be unreadable, or invisible in the header's green.
   */
  plate?: boolean;
  /**
   * Classes that style the mark and its name instead of the inline styles: the login
   * pages use the first frame's (pp-login__brand, pp-login__name, shell.css), so the page
   * draws the brand exactly as index.html's frame did.
   */
  classNames?: { root: string; name: string };
}

const PLATE: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  flex: 'none',
  padding: '3px 6px',
  borderRadius: 6,
  background: '#fff',
  lineHeight: 0,
};

/** The customer's logo and display name (spec §1), on the login pages and in the headers. */
export function BrandMark({
  size = 32,
  withName: wantsName = true,
  logoStandsAlone,
  style,
  nameStyle,
  plate,
  classNames,
}: Props) {
  const t = useT();
  const logoUrl = useBrandingStore((s) => s.logoUrl);
  const name = useBrandingStore((s) => s.docuMentName) || t('login.title');
  const withName = wantsName && !(logoStandsAlone && logoUrl);
  return (
    <span
      className={classNames?.root}
      style={
        classNames
          ? style
          : { display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 0, ...style }
      }
    >
      {/* The name is written beside it, so the logo itself is decorative (alt=""), unless it stands alone. */}
      {logoUrl && (
        <span style={plate ? PLATE : { display: 'inline-flex', flex: 'none' }}>
          <img
            src={logoUrl}
            alt={withName ? '' : name}
            height={size}
            style={{ height: size, width: 'auto', maxWidth: 160, objectFit: 'contain' }}
          />
        </span>
      )}
      {withName && (
        <span
          title={name}
          className={classNames?.name}
          style={
            classNames
              ? nameStyle
              : {
                  fontWeight: 600,
                  whiteSpace: 'nowrap',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  ...nameStyle,
                }
          }
        >
          {name}
        </span>
      )}
    </span>
  );
}

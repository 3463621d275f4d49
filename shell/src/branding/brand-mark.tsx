import type { CSSProperties } from 'react';
import { useBrandingStore, useT } from '@pest-portal/shared';

interface Props {
  /** Logo height in px. */
  size?: number;
  /** Show the display name beside the logo. */
  withName?: boolean;
  style?: CSSProperties;
  nameStyle?: CSSProperties;
}

/** The customer's logo and display name (spec §1), on the login pages and in the headers. */
export function BrandMark({ size = 32, withName = true, style, nameStyle }: Props) {
  const t = useT();
  const logoUrl = useBrandingStore((s) => s.logoUrl);
  const name = useBrandingStore((s) => s.docuMentName) || t('login.title');
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 0, ...style }}>
      {/* The name is written beside it, so the logo itself is decorative (alt=""), unless it stands alone. */}
      {logoUrl && (
        <img
          src={logoUrl}
          alt={withName ? '' : name}
          height={size}
          style={{ height: size, width: 'auto', flex: 'none' }}
        />
      )}
      {withName && (
        <span
          style={{
            fontWeight: 600,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            ...nameStyle,
          }}
        >
          {name}
        </span>
      )}
    </span>
  );
}

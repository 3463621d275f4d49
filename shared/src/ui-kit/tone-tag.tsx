import { Tag } from '@pest-portal/shared/antd';
import type { TagProps } from 'antd';
import { TAG_TONES, type TagTone } from '@pest-portal/shared';

interface Props extends Omit<TagProps, 'color'> {
  /** What the tag means; its colours come from the theme's tag tones. */
  tone: TagTone;
}

/**
 * A status word on a tinted tag, coloured by meaning from the theme (TAG_TONES). antd's
 * preset colours (`color="green"`, `"warning"`, ...) fail WCAG AA contrast on their own tint
 * (2.6:1 to 3.1:1) and bring hues outside the portal's green theme; the layout guard
 * reports both, so every section draws its status tags through this one component.
 */
export function ToneTag({ tone, style, ...rest }: Props) {
  return <Tag {...rest} style={{ ...TAG_TONES[tone], ...style }} />;
}

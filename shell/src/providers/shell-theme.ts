import type { ThemeConfig } from 'antd';
import { portalTheme } from '@pest-portal/shared';

/**
 * The platform theme plus what axe's contrast rule asked for in the shell's own screens:
 * descriptions (Result subtitles) and the selected menu item at 4.5:1 or more, and a
 * darker red for danger buttons (antd's #ff4d4f on white is 3.3:1).
 */
export const shellTheme: ThemeConfig = {
  ...portalTheme,
  token: { ...portalTheme.token, colorTextDescription: 'rgba(0, 0, 0, 0.65)', colorError: '#cf1322' },
  components: {
    Menu: { itemSelectedBg: '#e6f4ef', itemSelectedColor: '#0b5c41', itemActiveBg: '#d3ebe2' },
  },
};

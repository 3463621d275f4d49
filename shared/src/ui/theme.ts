/**
 * The platform's design tokens, as plain data: every app hands them to its own antd
 * ConfigProvider (antd is bundled per app, DESIGN.md §7), so the shell and the remotes
 * look alike without sharing antd itself.
 */
export const portalTheme = {
  token: {
    colorPrimary: '#12805c',
    colorLink: '#12805c',
    borderRadius: 6,
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Segoe UI", Roboto, sans-serif',
  },
} as const;

/** Layout sizes of spec §2 and §9, in one place. */
export const LAYOUT = {
  headerHeight: 60,
  siderWidth: 180,
  footerHeight: 50,
  drawerWidth: '58%',
  passwordDialogWidth: '20%',
} as const;

/**
 * The platform's design tokens, as plain data: every app hands them to its antd
 * ConfigProvider (a remote's section root included, so a remote running alone looks the
 * same), and plain elements that stand in for an antd component take their colours from
 * here too.
 *
 * Contrast (WCAG 2.x AA, 4.5:1 for text; axe's color-contrast rule) is settled here, once
 * for every app, not per screen: antd's defaults miss it in several places.
 * - colorTextDescription (Form.Item `extra`, Input's character count, Result subtitles):
 *   antd's rgba(0,0,0,0.45) on white is 2.9:1; 0.65 is 6.9:1.
 * - colorTextPlaceholder (Select and Input placeholders): antd's 0.25 is 1.7:1; 0.57 is
 *   5.1:1, still lighter than typed text.
 * - colorError (danger buttons, validation text): antd's #ff4d4f on white is 3.3:1;
 *   #cf1322 is 5.9:1.
 * - Menu: the selected item's text on its tinted background at 4.5:1 or more.
 */
export const portalTheme = {
  token: {
    colorPrimary: '#12805c',
    colorLink: '#12805c',
    borderRadius: 6,
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Segoe UI", Roboto, sans-serif',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.57)',
    // antd's own default, named for the plain elements that stand in for a picker (its icon).
    colorTextQuaternary: 'rgba(0, 0, 0, 0.25)',
    colorError: '#cf1322',
    // Every status colour from the one theme, none of antd's defaults: info (progress bars,
    // info notices, the processing tag) is the brand green rather than antd's blue.
    colorInfo: '#12805c',
    colorSuccess: '#12805c',
    colorWarning: '#d46b08',
    // Status text on its tinted background (tags, alerts) at 4.5:1 or more.
    colorInfoText: '#0b5c41',
    colorSuccessText: '#0b5c41',
    colorWarningText: '#873800',
    // The tints under a chosen item (a select's option, a picker's day) and an info or
    // success notice. antd derives them from the brand green as a murky grey-green
    // (#b4bfba, its hover #8bb3a0): the menu's and the tags' light green instead.
    colorPrimaryBg: '#e6f4ef',
    colorPrimaryBgHover: '#d3ebe2',
    colorInfoBg: '#e6f4ef',
    colorInfoBorder: '#a3d2bf',
    colorSuccessBg: '#e6f4ef',
    colorSuccessBorder: '#a3d2bf',
    // Derived from colorPrimaryBg, the focus ring around a field would fade with it to 0.1;
    // kept as plain to see as before.
    controlOutline: 'rgba(18, 128, 92, 0.3)',
  },
  components: {
    Menu: { itemSelectedBg: '#e6f4ef', itemSelectedColor: '#0b5c41', itemActiveBg: '#d3ebe2' },
    // antd's description labels are rgba(0,0,0,0.45): 2.9:1 on white (axe color-contrast).
    Descriptions: { labelColor: 'rgba(0, 0, 0, 0.65)' },
    // An empty table's text (its emptyText) takes colorTextDisabled, 0.25: 1.7:1 on white.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.65)' },
  },
  // One name for the theme's CSS variables in every ConfigProvider. antd otherwise names
  // them after each provider's React id: the shell's and each section's provider declared
  // the same ~500 variables again under their own class (three 12 KB <style>s and each
  // component's variables twice on a warm home, made on the phone's main thread), and the
  // build's stylesheet (antd-static-style.cjs) declared them under ids no page ever had.
  cssVar: { key: 'css-var-portal' },
} as const;

/**
 * Status tags, drawn with these colours inline rather than antd's preset `color="success"`:
 * the preset took the global green on a derived grey-green background (2.6:1, axe serious)
 * and ignored the Tag overrides above. Each tone is its status text on a light tint, 4.5:1
 * or more (WCAG AA), with a border a step darker than the tint.
 */
export const TAG_TONES = {
  neutral: { color: 'rgba(0, 0, 0, 0.88)', background: '#fafafa', borderColor: '#d9d9d9' },
  // In progress: outlined in the brand green on white, told apart from done (filled tint).
  info: { color: '#0b5c41', background: '#fff', borderColor: '#12805c' },
  success: { color: '#0b5c41', background: '#e6f4ef', borderColor: '#a3d2bf' },
  warning: { color: '#873800', background: '#fff7e6', borderColor: '#ffd591' },
  error: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
} as const;
export type TagTone = keyof typeof TAG_TONES;

/** Layout sizes of spec §2 and §9, in one place. */
export const LAYOUT = {
  headerHeight: 60,
  siderWidth: 180,
  footerHeight: 50,
  drawerWidth: '58%',
  passwordDialogWidth: '20%',
} as const;

/**
 * antd's App (message) settings every app uses: toasts open below the 60 px header, so
 * they never cover its date and welcome line.
 */
export const appConfig = {
  message: { top: LAYOUT.headerHeight + 8 },
} as const;

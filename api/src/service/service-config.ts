import { existsSync } from 'node:fs';
import { readSettings } from '@pest-portal/shared/build/settings.cjs';

export interface ServiceConfig {
  /** A font with CJK glyphs for the PDF report (.ttf, .otf, or .ttc with a family). */
  reportFontPath: string;
  /** The face to use inside a .ttc collection (PostScript name). */
  reportFontFamily: string;
  /** How long a taskReportUrl link works. */
  reportLinkTtlSeconds: number;
}

/**
 * The service area's settings (PP_REPORT_FONT, PP_REPORT_FONT_FAMILY,
 * PP_REPORT_LINK_TTL_SECONDS), read with every other setting in shared/build/settings.cjs.
 * Refuses to start without a usable font, naming the setting, rather than failing at the
 * first report.
 */
export function readServiceConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const { report } = readSettings(env);
  if (!existsSync(report.fontPath)) {
    throw new Error(
      `Setting PP_REPORT_FONT: no font file at ${report.fontPath}. The PDF report needs a CJK font: ` +
        'run npm install (it brings @expo-google-fonts/noto-sans-sc), or set PP_REPORT_FONT to a ' +
        ".ttf/.otf/.ttc with Chinese glyphs (Debian's fonts-noto-cjk: /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc).",
    );
  }
  if (report.linkTtlSeconds < 10) {
    throw new Error(
      `Setting PP_REPORT_LINK_TTL_SECONDS must be at least 10 seconds, got ${report.linkTtlSeconds}.`,
    );
  }
  return {
    reportFontPath: report.fontPath,
    reportFontFamily: report.fontFamily,
    reportLinkTtlSeconds: report.linkTtlSeconds,
  };
}

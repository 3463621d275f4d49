import { existsSync } from 'node:fs';

/** Debian's fonts-noto-cjk (installed here and in CI): Simplified Chinese face of the collection. */
export const DEFAULT_REPORT_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
export const DEFAULT_REPORT_FONT_FAMILY = 'NotoSansCJKsc-Regular';

export interface ServiceConfig {
  /** A font with CJK glyphs for the PDF report (.ttf, .otf, or .ttc with a family). */
  reportFontPath: string;
  /** The face to use inside a .ttc collection (PostScript name). */
  reportFontFamily: string;
  /** How long a taskReportUrl link works. */
  reportLinkTtlSeconds: number;
}

/**
 * The service area's settings, read from the environment in this one place:
 * PP_REPORT_FONT, PP_REPORT_FONT_FAMILY, PP_REPORT_LINK_TTL_SECONDS. Refuses to start
 * without a usable font, naming the setting, rather than failing at the first report.
 */
export function readServiceConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const reportFontPath = env.PP_REPORT_FONT || DEFAULT_REPORT_FONT;
  if (!existsSync(reportFontPath)) {
    throw new Error(
      `Setting PP_REPORT_FONT: no font file at ${reportFontPath}. The PDF report needs a CJK font: ` +
        "install Debian's fonts-noto-cjk, or set PP_REPORT_FONT to a .ttf/.otf/.ttc with Chinese glyphs.",
    );
  }
  const ttl = Number(env.PP_REPORT_LINK_TTL_SECONDS || 600);
  if (!Number.isInteger(ttl) || ttl < 10)
    throw new Error(
      `Setting PP_REPORT_LINK_TTL_SECONDS must be a whole number of seconds >= 10, got "${env.PP_REPORT_LINK_TTL_SECONDS}".`,
    );
  return {
    reportFontPath,
    reportFontFamily: env.PP_REPORT_FONT_FAMILY || DEFAULT_REPORT_FONT_FAMILY,
    reportLinkTtlSeconds: ttl,
  };
}

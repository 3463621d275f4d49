import { existsSync } from 'node:fs';
import { readServiceConfig } from './service-config';

describe('readServiceConfig', () => {
  it('takes the report font from npm when PP_REPORT_FONT is not set', () => {
    const config = readServiceConfig({});
    expect(config.reportFontPath).toMatch(
      /node_modules\/@expo-google-fonts\/noto-sans-sc\/400Regular\/NotoSansSC_400Regular\.ttf$/,
    );
    expect(existsSync(config.reportFontPath)).toBe(true);
  });

  it('uses the font PP_REPORT_FONT names, and refuses one that is not there, naming the setting', () => {
    const npmFont = readServiceConfig({}).reportFontPath;
    expect(readServiceConfig({ PP_REPORT_FONT: npmFont }).reportFontPath).toBe(npmFont);
    expect(() => readServiceConfig({ PP_REPORT_FONT: '/nowhere/font.ttc' })).toThrow(
      /Setting PP_REPORT_FONT: no font file at \/nowhere\/font\.ttc/,
    );
  });
});

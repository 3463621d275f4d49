import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPORT_COLOURS } from './report-colours';

describe('the report colours', () => {
  it('take the accent from the portal theme (shared/src/ui/theme.ts colorPrimary)', () => {
    const theme = readFileSync(
      path.resolve(__dirname, '../../../../shared/src/ui/theme.ts'),
      'utf8',
    );
    const primary = /colorPrimary:\s*'(#[0-9a-fA-F]{6})'/.exec(theme)?.[1];
    expect(REPORT_COLOURS.accent).toBe(primary?.toLowerCase());
  });
});

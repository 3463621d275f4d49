import { ToneTag } from '@pest-portal/shared/ui';
import type { SystemFile } from '@pest-portal/shared/contract/qualification';
import { useT } from '../../i18n';

/** The file's state as a coloured word: expired red, expiring orange, valid green. */
export function ValidityTag({ file }: { file: Pick<SystemFile, 'validity' | 'daysLeft'> }) {
  const t = useT();
  if (file.validity === 'expired')
    return <ToneTag tone="error">{t('files.status.expired')}</ToneTag>;
  if (file.validity === 'expiring')
    return (
      <ToneTag tone="warning">
        {file.daysLeft === 0
          ? t('files.status.expiringToday')
          : t('files.status.expiring', { days: file.daysLeft ?? 0 })}
      </ToneTag>
    );
  return <ToneTag tone="success">{t('files.status.valid')}</ToneTag>;
}

/** From and to of a file, "长期" without an end. */
export function useValidityText() {
  const t = useT();
  return (file: Pick<SystemFile, 'validFrom' | 'validTo'>) =>
    t('files.validTo', { from: file.validFrom, to: file.validTo ?? t('files.noEnd') });
}

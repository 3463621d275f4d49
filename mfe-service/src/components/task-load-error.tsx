import { paths } from '@pest-portal/shared';
import { useT } from '../i18n';
import { LoadError } from './load-error';
import { useTaskBase } from './task-links';

/** A visit's page that failed to load: retry, or back to the list the visit hangs under. */
export function TaskLoadError({ error, onRetry }: { error: string; onRetry: () => void }) {
  const t = useT();
  const base = useTaskBase();
  const list = paths[base];
  return (
    <LoadError
      error={error}
      onRetry={onRetry}
      back={{ to: list.path, label: t('service.backTo', { title: t(list.title) }) }}
    />
  );
}

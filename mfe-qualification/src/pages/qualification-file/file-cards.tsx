import { Card, Flex, Typography } from '@pest-portal/shared/antd';
import type { SystemFile } from '@pest-portal/shared/contract/qualification';
import { useT } from '../../i18n';
import { FileActions } from './file-actions';
import type { FileGroup } from './file-groups';
import { useValidityText, ValidityTag } from './validity-tag';

/** Phone: a card per file under its kind's heading; nothing cut, the name wraps. */
export function FileCards({
  groups,
  onPreview,
}: {
  groups: FileGroup[];
  onPreview: (file: SystemFile) => void;
}) {
  const t = useT();
  const validity = useValidityText();
  return (
    <>
      {groups.map((group) => (
        <section key={group.kind} aria-label={t(`files.kind.${group.kind}`)}>
          <Typography.Title level={5} style={{ margin: '16px 0 8px' }}>
            {t('files.kind.count', { kind: t(`files.kind.${group.kind}`), count: group.count })}
          </Typography.Title>
          <Flex vertical gap={8}>
            {group.files.map((file) => (
              <Card key={file.id} size="small">
                <Flex justify="space-between" align="start" gap={8}>
                  <Typography.Text strong style={{ wordBreak: 'break-all' }}>
                    {file.name}
                  </Typography.Text>
                  <ValidityTag file={file} />
                </Flex>
                <Typography.Paragraph type="secondary" style={{ margin: '6px 0' }}>
                  {file.docNo}
                  <br />
                  {validity(file)}
                </Typography.Paragraph>
                <FileActions file={file} onPreview={onPreview} />
              </Card>
            ))}
          </Flex>
        </section>
      ))}
    </>
  );
}

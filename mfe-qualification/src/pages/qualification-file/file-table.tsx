import { Typography } from '@pest-portal/shared/antd';
import { Table } from '@pest-portal/shared/antd/records';
import type { ColumnsType } from 'antd/es/table';
import type { SystemFile } from '@pest-portal/shared/contract/qualification';
import { useT } from '../../i18n';
import { FileActions } from './file-actions';
import type { FileGroup } from './file-groups';
import { useValidityText, ValidityTag } from './validity-tag';

/** Desktop: one table per kind on the page, same columns, so they line up as one list. */
export function FileTable({
  groups,
  onPreview,
}: {
  groups: FileGroup[];
  onPreview: (file: SystemFile) => void;
}) {
  const t = useT();
  const validity = useValidityText();
  const columns: ColumnsType<SystemFile> = [
    { title: t('files.col.name'), dataIndex: 'name', width: '28%' },
    { title: t('files.col.docNo'), dataIndex: 'docNo', width: '17%' },
    { title: t('files.col.issuer'), dataIndex: 'issuer', width: '19%' },
    { title: t('files.col.validity'), key: 'validity', width: 200, render: (_, f) => validity(f) },
    {
      title: t('files.col.status'),
      key: 'status',
      width: 120,
      render: (_, f) => <ValidityTag file={f} />,
    },
    {
      title: t('files.col.actions'),
      key: 'actions',
      width: 190,
      render: (_, f) => <FileActions file={f} onPreview={onPreview} />,
    },
  ];
  return (
    <>
      {groups.map((group, i) => (
        <section key={group.kind} aria-label={t(`files.kind.${group.kind}`)}>
          <Typography.Title level={5} style={{ margin: i ? '20px 0 8px' : '0 0 8px' }}>
            {t('files.kind.count', { kind: t(`files.kind.${group.kind}`), count: group.count })}
          </Typography.Title>
          <Table
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={group.files}
            pagination={false}
            tableLayout="fixed"
            showHeader={i === 0}
          />
        </section>
      ))}
    </>
  );
}

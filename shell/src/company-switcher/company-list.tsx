import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import { Button } from '@pest-portal/shared/antd';
import { useId, useState } from 'react';
import type { CompanyEntry } from '@pest-portal/shared';
import { useCompanyStore, useT } from '@pest-portal/shared';

interface Props {
  onSelect: (entry: CompanyEntry) => void;
}

/**
 * The two-level company list (spec §2): companies, then their sub-companies. One company
 * is expanded at a time: opening another closes the first.
 */
export function CompanyList({ onSelect }: Props) {
  const t = useT();
  const baseId = useId();
  const companies = useCompanyStore((s) => s.companyList);
  const current = useCompanyStore((s) => s.companyName);
  const [expanded, setExpanded] = useState<number | null>(null);

  const nameButton = (entry: CompanyEntry) => (
    <Button
      type="text"
      size="small"
      aria-current={entry.memberName === current ? 'true' : undefined}
      onClick={() => onSelect(entry)}
      style={{
        flex: 1,
        minWidth: 0,
        justifyContent: 'flex-start',
        fontWeight: entry.memberName === current ? 600 : 400,
      }}
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{entry.memberName}</span>
    </Button>
  );

  return (
    <ul className="pp-company-list" aria-label={t('header.switchCompany')}>
      {companies.map((company) => {
        const subs = company.memberInfoList ?? [];
        const open = expanded === company.memberId;
        const listId = `${baseId}-${company.memberId}`;
        return (
          <li key={company.memberId}>
            <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
              {nameButton(company)}
              {subs.length > 0 && (
                <Button
                  type="text"
                  size="small"
                  aria-expanded={open}
                  aria-controls={open ? listId : undefined}
                  aria-label={t(open ? 'company.collapse' : 'company.expand', {
                    name: company.memberName,
                  })}
                  icon={open ? <DownOutlined /> : <RightOutlined />}
                  onClick={() => setExpanded(open ? null : company.memberId)}
                />
              )}
            </div>
            {open && (
              <ul id={listId} aria-label={t('company.subList', { name: company.memberName })}>
                {subs.map((sub) => (
                  <li key={sub.memberId} style={{ display: 'flex' }}>
                    {nameButton(sub)}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

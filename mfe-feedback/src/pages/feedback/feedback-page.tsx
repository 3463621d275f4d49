import { Card, Typography } from '@pest-portal/shared/antd';
import { Tabs } from '@pest-portal/shared/antd/data';
import { useState } from 'react';
import { isMobile } from '@pest-portal/shared';
import { FeedbackForm } from './form/feedback-form';
import { FeedbackRecords } from './records/feedback-records';
import { useFeedbackSearch, type FeedbackTab } from './use-feedback-search';
import { useT } from '../../i18n';

/**
 * /feedback: send feedback and read the provider's replies. On a phone the page is called
 * feedback records (spec §2) and shows them as cards. Both open on the form, so that a
 * customer who came to write does so at once; the records are one tab away.
 */
export function FeedbackPage() {
  const t = useT();
  // The layout is chosen once, as the shell chooses its own: a resize does not swap it.
  const [mobile] = useState(() => isMobile());
  const { tab, page, setTab, setPage, showNewest } = useFeedbackSearch('submit');

  const body = (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t(mobile ? 'title.feedbackMobile' : 'feedback.title')}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as FeedbackTab)}
        items={[
          {
            key: 'submit',
            label: t('feedback.tabSubmit'),
            children: <FeedbackForm onSubmitted={showNewest} />,
          },
          {
            key: 'records',
            label: t('feedback.tabRecords'),
            children: <FeedbackRecords mobile={mobile} pageNum={page} onPageChange={setPage} />,
          },
        ]}
      />
    </>
  );
  return mobile ? <div style={{ padding: 12 }}>{body}</div> : <Card>{body}</Card>;
}

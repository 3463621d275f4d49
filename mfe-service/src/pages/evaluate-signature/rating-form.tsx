import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Input, Rate, Typography } from '@pest-portal/shared/antd';
import { useState } from 'react';
import { newRequestId } from '@pest-portal/shared';
import { COMMENT_LIMITS } from '@pest-portal/shared/contract/service';
import { errorText } from '../../components/error-text';
import { useSingleFlight } from './signature/use-single-flight';
import { addTaskCommentMutation } from '../../mutations/add-task-comment-mutation';
import { useT } from '../../i18n';

/**
 * Rate the visit (1-5 stars) and comment, once (comment/add). The rating refreshes the
 * visit's queries, so the page then shows it in place of this form.
 */
export function RatingForm({ taskId }: { taskId: number }) {
  const t = useT();
  const rate = useMutation(addTaskCommentMutation());
  const { message } = App.useApp();
  const [score, setScore] = useState(0);
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // A visit is rated once: a resend after a lost answer gets the first answer back.
  const [requestId] = useState(newRequestId);

  const { run, busy } = useSingleFlight(async () => {
    if (score < COMMENT_LIMITS.scoreMin) {
      setProblem(t('service.rate.scoreRequired'));
      return;
    }
    setProblem(null);
    try {
      await rate.mutateAsync({ taskId, score, content: content.trim(), requestId });
      message.success(t('service.rate.success'));
    } catch (error) {
      setProblem(t('service.rate.failed', { reason: errorText(error) }));
    }
  });

  return (
    <Flex vertical gap={12}>
      <Flex align="center" gap={12}>
        <Typography.Text id="rate-label">{t('service.rate.score')}</Typography.Text>
        <Rate value={score} onChange={setScore} aria-labelledby="rate-label" />
      </Flex>
      <Input.TextArea
        aria-label={t('service.rate.content')}
        placeholder={t('service.rate.contentPlaceholder')}
        rows={3}
        showCount
        maxLength={COMMENT_LIMITS.contentMax}
        value={content}
        onChange={(e) => setContent(e.target.value)}
      />
      {problem && <Alert type="error" showIcon role="alert" title={problem} />}
      <div>
        <Button type="primary" loading={busy} onClick={() => void run()}>
          {t('service.rate.submit')}
        </Button>
      </div>
    </Flex>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useSendFeedback } from '../api/send-feedback';

/** Useful / not useful / report, once per question; then a thank-you. */
export function QuestionFeedback({ questionId, topicId }: { questionId: number; topicId: number | null }) {
  const { t } = useTranslation();
  const feedback = useSendFeedback();
  const [reporting, setReporting] = useState(false);
  const [description, setDescription] = useState('');
  const sending = feedback.isPending;

  function send(type: 'positive' | 'negative' | 'report') {
    if (type !== 'report') setReporting(false);
    feedback.mutate(
      { questionId, topicId, type, description: type === 'report' ? description.trim() : undefined },
      { onError: () => toast.error(t('quiz.feedbackError'), { duration: 3000 }) },
    );
  }

  if (feedback.isSuccess) return <p className="feedback-thanks" role="status">{t('quiz.feedbackThanks')}</p>;
  return (
    <div className="question-feedback">
      <span className="muted">{t('quiz.feedbackPrompt')}</span>
      <div className="actions">
        <button type="button" className="button button-ghost" disabled={sending} onClick={() => send('positive')}>{t('quiz.feedbackUseful')}</button>
        <button type="button" className="button button-ghost" disabled={sending} onClick={() => send('negative')}>{t('quiz.feedbackNotUseful')}</button>
        <button type="button" className="button button-ghost" disabled={sending} onClick={() => setReporting(true)}>{t('quiz.feedbackReport')}</button>
      </div>
      {reporting && (
        <form className="report-form" onSubmit={(event) => { event.preventDefault(); send('report'); }}>
          <label htmlFor={`report-${questionId}`}>{t('quiz.reportLabel')}</label>
          <textarea id={`report-${questionId}`} value={description} maxLength={1000} rows={3} onChange={(event) => setDescription(event.target.value)} />
          <button type="submit" className="button button-secondary" disabled={!description.trim() || sending}>{t('quiz.reportSend')}</button>
        </form>
      )}
    </div>
  );
}

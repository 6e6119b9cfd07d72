import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { sendFeedback } from '../api/quiz-api';

/** Useful / not useful / report, once per question; then a thank-you. */
export function QuestionFeedback({ questionId, topicId }: { questionId: number; topicId: number | null }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'reporting' | 'sending' | 'sent'>('idle');
  const [description, setDescription] = useState('');

  async function send(type: 'positive' | 'negative' | 'report') {
    setState('sending');
    try {
      await sendFeedback({ questionId, topicId, type, description: type === 'report' ? description.trim() : undefined });
      setState('sent');
    } catch {
      toast.error(t('quiz.feedbackError'), { duration: 3000 });
      setState(type === 'report' ? 'reporting' : 'idle');
    }
  }

  if (state === 'sent') return <p className="feedback-thanks" role="status">{t('quiz.feedbackThanks')}</p>;
  return (
    <div className="question-feedback">
      <span className="muted">{t('quiz.feedbackPrompt')}</span>
      <div className="actions">
        <button type="button" className="button button-ghost" disabled={state === 'sending'} onClick={() => void send('positive')}>{t('quiz.feedbackUseful')}</button>
        <button type="button" className="button button-ghost" disabled={state === 'sending'} onClick={() => void send('negative')}>{t('quiz.feedbackNotUseful')}</button>
        <button type="button" className="button button-ghost" disabled={state === 'sending'} onClick={() => setState('reporting')}>{t('quiz.feedbackReport')}</button>
      </div>
      {state === 'reporting' || (state === 'sending' && description) ? (
        <form className="report-form" onSubmit={(event) => { event.preventDefault(); void send('report'); }}>
          <label htmlFor={`report-${questionId}`}>{t('quiz.reportLabel')}</label>
          <textarea id={`report-${questionId}`} value={description} maxLength={1000} rows={3} onChange={(event) => setDescription(event.target.value)} />
          <button type="submit" className="button button-secondary" disabled={!description.trim() || state === 'sending'}>{t('quiz.reportSend')}</button>
        </form>
      ) : null}
    </div>
  );
}

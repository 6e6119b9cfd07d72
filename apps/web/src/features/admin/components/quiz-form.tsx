import { LANGUAGES, type Language } from '@certamen/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../../lib/use-lang';
import { useAddQuiz } from '../api/add-quiz';
import { useAdminTopics } from '../api/get-topics';
import { CertificationPicker, DEFAULT_CATEGORY_ID } from './certification-picker';
import { FormCard } from './form-card';
import { FormResult, failureText, type Result } from './form-result';

interface Draft {
  key: number;
  question: string;
  answers: string[];
  correct: number;
  /** null: the quiz's own topic. */
  topicId: number | null;
}

let nextKey = 0;
const emptyQuestion = (): Draft => ({ key: ++nextKey, question: '', answers: ['', '', '', ''], correct: 0, topicId: null });
const complete = (draft: Draft) => draft.question.trim() !== '' && draft.answers.every((answer) => answer.trim() !== '');

/**
 * docs/product.md, Administration, quizzes: title, category, certification and at least one question.
 * A quiz here is a topic's quiz (docs/decisions.md): questions without a topic go to the one named after the title.
 */
export function QuizForm() {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const add = useAddQuiz();
  const [pick, setPick] = useState<{ categoryId: number; certificationId: number | null }>({ categoryId: DEFAULT_CATEGORY_ID, certificationId: null });
  const [title, setTitle] = useState('');
  const [questionLang, setQuestionLang] = useState<Language>(lang);
  const [drafts, setDrafts] = useState<Draft[]>(() => [emptyQuestion()]);
  const [result, setResult] = useState<Result>(null);
  const [created, setCreated] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const topics = useAdminTopics(pick.certificationId, lang);
  const update = (key: number, change: Partial<Draft>) => setDrafts((list) => list.map((draft) => (draft.key === key ? { ...draft, ...change } : draft)));

  return (
    <FormCard
      id={id}
      heading={t('admin.quiz.heading')}
      wide
      onSubmit={() => {
        setTried(true);
        if (!title.trim() || pick.certificationId === null || drafts.length === 0 || !drafts.every(complete)) return setResult({ kind: 'error', text: t('admin.quiz.invalid') });
        setResult(null);
        setCreated(null);
        add.mutate(
          {
            title: title.trim(),
            category: pick.categoryId,
            certification: pick.certificationId,
            lang: questionLang,
            questions: drafts.map((draft) => ({ question: draft.question.trim(), answers: draft.answers.map((answer) => answer.trim()), correctAnswer: draft.correct, topic_id: draft.topicId })),
          },
          {
            onSuccess: (saved) => {
              setResult({ kind: 'success', text: t('admin.quiz.success') });
              setCreated(saved.quizId);
              setTitle('');
              setDrafts([emptyQuestion()]);
              setTried(false);
            },
            onError: (error) => setResult({ kind: 'error', text: failureText(error, t, t('admin.quiz.error')) }),
          },
        );
      }}
    >
      <p className="field-hint">{t('admin.quiz.intro')}</p>
      <div className="form-row">
        <div className="field">
          <label htmlFor={`${id}-title`}>{t('admin.quiz.title')}</label>
          <input id={`${id}-title`} className="input" value={title} maxLength={120} aria-invalid={(tried && !title.trim()) || undefined} onChange={(event) => setTitle(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-lang`}>{t('admin.quiz.language')}</label>
          <select id={`${id}-lang`} className="input" value={questionLang} onChange={(event) => setQuestionLang(event.target.value as Language)}>
            {LANGUAGES.map((code) => <option key={code} value={code}>{t(`languages.${code}`)}</option>)}
          </select>
        </div>
      </div>
      <CertificationPicker idPrefix={id} {...pick} invalid={tried} onChange={(next) => {
        setPick(next);
        setDrafts((list) => list.map((draft) => ({ ...draft, topicId: null })));
      }} />
      {drafts.map((draft, index) => (
        <fieldset key={draft.key} className="admin-question">
          <legend>{t('admin.quiz.questionN', { n: index + 1 })}</legend>
          <div className="field">
            <label htmlFor={`${id}-q${draft.key}`}>{t('admin.quiz.question')}</label>
            <textarea id={`${id}-q${draft.key}`} className="input" rows={2} maxLength={2000} value={draft.question} aria-invalid={(tried && !draft.question.trim()) || undefined} onChange={(event) => update(draft.key, { question: event.target.value })} />
          </div>
          <p className="field-hint">{t('admin.quiz.correctHint')}</p>
          <div className="admin-answers">
            {draft.answers.map((answer, n) => (
              <div key={n} className="admin-answer">
                <input
                  type="radio"
                  name={`${id}-correct-${draft.key}`}
                  checked={draft.correct === n}
                  aria-label={t('admin.quiz.correctN', { n: n + 1 })}
                  onChange={() => update(draft.key, { correct: n })}
                />
                <div className="field">
                  <label htmlFor={`${id}-a${draft.key}-${n}`}>{t('admin.quiz.answerN', { n: n + 1 })}</label>
                  <input id={`${id}-a${draft.key}-${n}`} className="input" maxLength={500} value={answer} aria-invalid={(tried && !answer.trim()) || undefined} onChange={(event) => update(draft.key, { answers: draft.answers.map((old, i) => (i === n ? event.target.value : old)) })} />
                </div>
              </div>
            ))}
          </div>
          <div className="form-row">
            <div className="field">
              <label htmlFor={`${id}-t${draft.key}`}>{t('admin.quiz.topic')}</label>
              <select id={`${id}-t${draft.key}`} className="input" value={draft.topicId ?? ''} onChange={(event) => update(draft.key, { topicId: event.target.value ? Number(event.target.value) : null })}>
                <option value="">{t('admin.quiz.ownTopic')}</option>
                {(topics.data ?? []).map((topic) => <option key={topic.id} value={topic.id}>{topic.title}</option>)}
              </select>
            </div>
            {drafts.length > 1 && (
              <button type="button" className="button button-secondary admin-remove" onClick={() => setDrafts((list) => list.filter((item) => item.key !== draft.key))}>
                {t('admin.quiz.removeQuestion', { n: index + 1 })}
              </button>
            )}
          </div>
        </fieldset>
      ))}
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={() => setDrafts((list) => [...list, emptyQuestion()])}>{t('admin.quiz.addQuestion')}</button>
        <button type="submit" className="button" disabled={add.isPending}>{add.isPending ? t('admin.saving') : t('admin.quiz.submit')}</button>
      </div>
      <FormResult result={result} />
      {created !== null && <p><Link to={`/${lang}/quiz/topic/${created}`}>{t('admin.quiz.open')}</Link></p>}
    </FormCard>
  );
}

import { LANGUAGES, questionTextSchema, type AdminQuestion, type Language } from '@certamen/shared';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useLang } from '../../../lib/use-lang';
import { AdminPage } from '../../../ui/admin-page';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { QueryState } from '../../../ui/query-state';
import { useAdminQuestion } from '../api/get-question';
import { useAdminTopics } from '../api/get-topics';
import { useSetRetired } from '../api/set-retired';
import { useUpdateQuestion } from '../api/update-question';
import { FormResult, failureText, type Result } from '../components/form-result';
import '../admin.css';

type Texts = Record<Language, { question: string; answers: string[]; explanation: string }>;

const textsOf = (question: AdminQuestion): Texts =>
  Object.fromEntries(LANGUAGES.map((lang) => {
    const text = question.translations[lang];
    return [lang, { question: text?.question ?? '', answers: text?.answers ?? ['', '', '', ''], explanation: text?.explanation ?? '' }];
  })) as Texts;
const started = (text: Texts[Language]) => text.question.trim() !== '' || text.answers.some((answer) => answer.trim() !== '') || text.explanation.trim() !== '';

/**
 * /{lang}/admin/questions/{id}: a question in its four languages, one tab each; saving makes a new version
 * (past attempts keep the text they showed), and the question can be retired or put back (docs/product.md, Administration).
 */
export function QuestionEditorPage() {
  const { t } = useTranslation();
  const questionId = Number(useParams().questionId);
  const question = useAdminQuestion(questionId);
  const lang = useLang();
  return (
    <AdminPage testId="question-editor-page" className="admin-content" title={t('admin.editor.title', { id: questionId })}>
      <p className="admin-back"><Link to={`/${lang}/admin/questions`}>{t('admin.editor.back')}</Link></p>
      {question.error instanceof ApiError && question.error.status === 404 ? (
        <p className="notice notice-error" role="alert">{t('admin.editor.notFound')}</p>
      ) : (
        <QueryState query={question}>{(data) => <Editor key={data.id} question={data} />}</QueryState>
      )}
    </AdminPage>
  );
}

function Editor({ question }: { question: AdminQuestion }) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const [texts, setTexts] = useState<Texts>(() => textsOf(question));
  const [correct, setCorrect] = useState(question.correct_index);
  const [topicId, setTopicId] = useState(question.topic_id);
  const [tab, setTab] = useState<Language>('it');
  const [result, setResult] = useState<Result>(null);
  const [confirming, setConfirming] = useState(false);
  const [tried, setTried] = useState(false);
  const tabRefs = useRef<Partial<Record<Language, HTMLButtonElement | null>>>({});
  const topics = useAdminTopics(question.certification_id, lang);
  const save = useUpdateQuestion(question.id);
  const retire = useSetRetired(question.id);
  const text = texts[tab];
  const setText = (change: Partial<Texts[Language]>) => setTexts((all) => ({ ...all, [tab]: { ...all[tab], ...change } }));
  // After a refused save, the fields of this tab that need text are marked (Italian always, another language once started).
  const issues = tried && (tab === 'it' || started(text)) ? (questionTextSchema.safeParse(text).error?.issues ?? []) : [];
  const invalid = (field: 'question' | 'answers', index?: number) =>
    issues.some((issue) => issue.path[0] === field && (index === undefined || issue.path[1] === index)) || undefined;

  // Arrow keys move between the language tabs (WAI-ARIA tabs pattern).
  const onTabKey = (event: KeyboardEvent) => {
    const index = LANGUAGES.indexOf(tab);
    const next = event.key === 'ArrowRight' ? LANGUAGES[(index + 1) % 4] : event.key === 'ArrowLeft' ? LANGUAGES[(index + 3) % 4] : event.key === 'Home' ? LANGUAGES[0] : event.key === 'End' ? LANGUAGES[3] : null;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <>
      <header>
        <h1>{t('admin.editor.title', { id: question.id })}</h1>
        <p className="lead">{question.certification_name}{question.key ? ` · ${question.key}` : ''}</p>
        {question.revisions > 0 && <p className="muted">{t('admin.editor.revisions', { count: question.revisions })}</p>}
        {question.retired && <p className="notice notice-error" role="status">{t('admin.editor.retiredNote')}</p>}
      </header>
      <form
        className="card form admin-card admin-editor"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const chosen = LANGUAGES.filter((code) => code === 'it' || started(texts[code]));
          const parsed = chosen.map((code) => [code, questionTextSchema.safeParse(texts[code])] as const);
          const broken = parsed.find(([, check]) => !check.success);
          setTried(true);
          if (broken) {
            setTab(broken[0]);
            return setResult({ kind: 'error', text: t('admin.editor.invalid') });
          }
          const translations = Object.fromEntries(parsed.map(([code, check]) => [code, check.data!])) as { it: NonNullable<(typeof parsed)[number][1]['data']> };
          setResult(null);
          save.mutate({ topicId, correctIndex: correct, translations }, {
            onSuccess: () => setResult({ kind: 'success', text: t('admin.editor.saved') }),
            onError: (error) => setResult({ kind: 'error', text: failureText(error, t, t('admin.editor.saveError')) }),
          });
        }}
      >
        <div role="tablist" aria-label={t('admin.editor.languagesLabel')} className="admin-tabs" onKeyDown={onTabKey}>
          {LANGUAGES.map((code) => (
            <button
              key={code}
              ref={(element) => { tabRefs.current[code] = element; }}
              type="button"
              role="tab"
              id={`${id}-tab-${code}`}
              aria-selected={tab === code}
              aria-controls={`${id}-panel`}
              tabIndex={tab === code ? 0 : -1}
              className={question.translations[code] ? undefined : 'admin-tab-missing'}
              onClick={() => setTab(code)}
            >
              {t(`languages.${code}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`} lang={tab} className="admin-tabpanel">
          {!question.translations[tab] && <p className="field-hint">{t('admin.editor.missing')}</p>}
          <div className="field">
            <label htmlFor={`${id}-question`}>{t('admin.editor.question')}</label>
            <textarea id={`${id}-question`} className="input" rows={3} maxLength={2000} value={text.question} aria-invalid={invalid('question')} onChange={(event) => setText({ question: event.target.value })} />
          </div>
          {text.answers.map((answer, n) => (
            <div key={n} className="field">
              <label htmlFor={`${id}-answer-${n}`}>{t('admin.editor.answerN', { n: n + 1 })}</label>
              <input id={`${id}-answer-${n}`} className="input" maxLength={500} value={answer} aria-invalid={invalid('answers', n)} onChange={(event) => setText({ answers: text.answers.map((old, i) => (i === n ? event.target.value : old)) })} />
            </div>
          ))}
          <div className="field">
            <label htmlFor={`${id}-explanation`}>{t('admin.editor.explanation')}</label>
            <textarea id={`${id}-explanation`} className="input" rows={4} maxLength={4000} value={text.explanation} onChange={(event) => setText({ explanation: event.target.value })} />
          </div>
        </div>
        <div className="form-row">
          <div className="field">
            <label htmlFor={`${id}-correct`}>{t('admin.editor.correct')}</label>
            <select id={`${id}-correct`} className="input" value={correct} onChange={(event) => setCorrect(Number(event.target.value))}>
              {[0, 1, 2, 3].map((n) => <option key={n} value={n}>{t('admin.editor.answerN', { n: n + 1 })}</option>)}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-topic`}>{t('admin.editor.topic')}</label>
            <select id={`${id}-topic`} className="input" value={topicId} onChange={(event) => setTopicId(Number(event.target.value))}>
              {(topics.data ?? [{ id: question.topic_id, title: String(question.topic_id) }]).map((topic) => <option key={topic.id} value={topic.id}>{topic.title}</option>)}
            </select>
          </div>
        </div>
        <div className="actions">
          <button type="submit" className="button" disabled={save.isPending}>{save.isPending ? t('admin.saving') : t('admin.editor.save')}</button>
          {question.retired ? (
            <button type="button" className="button button-secondary" disabled={retire.isPending} onClick={() => retire.mutate(false, {
              onSuccess: () => setResult({ kind: 'success', text: t('admin.editor.restored') }),
              onError: (error) => setResult({ kind: 'error', text: failureText(error, t, t('admin.editor.saveError')) }),
            })}>{t('admin.editor.restore')}</button>
          ) : (
            <button type="button" className="button button-secondary admin-danger" disabled={retire.isPending} onClick={() => setConfirming(true)}>{t('admin.editor.retire')}</button>
          )}
        </div>
        <FormResult result={result} />
      </form>
      <ConfirmDialog
        open={confirming}
        question={t('admin.editor.retireConfirm')}
        confirmLabel={t('admin.editor.retire')}
        cancelLabel={t('admin.editor.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          retire.mutate(true, {
            onSuccess: () => setResult({ kind: 'success', text: t('admin.editor.retired') }),
            onError: (error) => setResult({ kind: 'error', text: failureText(error, t, t('admin.editor.saveError')) }),
          });
        }}
      />
    </>
  );
}

import { IMPORT_MAX_BYTES, IMPORT_REASONS, LANGUAGES, type ImportFormat, type ImportReason, type ImportRowError, type Language } from '@certamen/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, retryAfterMinutes } from '../../../lib/api-client';
import { useLang } from '../../../lib/use-lang';
import { useAdminTopics } from '../api/get-topics';
import { useImportQuestions } from '../api/import-questions';
import { CertificationPicker, DEFAULT_CATEGORY_ID } from './certification-picker';
import { FormCard } from './form-card';
import { FormResult, failureText, type Result } from './form-result';

const SHOWN_ERRORS = 50;
const isRowErrors = (details: unknown): details is ImportRowError[] =>
  Array.isArray(details) && details.every((item) => typeof item === 'object' && item !== null && 'row' in item && 'reason' in item && (IMPORT_REASONS as readonly string[]).includes((item as { reason: string }).reason));

/**
 * docs/product.md, Administration, import: a CSV, Aiken or GIFT file checked row by row on the server;
 * all or nothing, each refused row listed with its number and reason.
 */
export function ImportForm() {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const [pick, setPick] = useState<{ categoryId: number; certificationId: number | null }>({ categoryId: DEFAULT_CATEGORY_ID, certificationId: null });
  const [format, setFormat] = useState<ImportFormat>('csv');
  const [topicId, setTopicId] = useState<number | null>(null);
  const [rowsLang, setRowsLang] = useState<Language>('it');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<Result>(null);
  const [rowErrors, setRowErrors] = useState<ImportRowError[]>([]);
  const topics = useAdminTopics(pick.certificationId, lang);
  const upload = useImportQuestions();
  const reason = (error: ImportRowError) => t(`admin.import.reasons.${error.reason as ImportReason}`);

  return (
    <FormCard
      id={id}
      heading={t('admin.import.heading')}
      onSubmit={() => {
        setRowErrors([]);
        if (!file) return setResult({ kind: 'error', text: t('admin.import.noFile') });
        if (file.size > IMPORT_MAX_BYTES) return setResult({ kind: 'error', text: t('admin.import.tooLarge') });
        if (format === 'aiken' && topicId === null) return setResult({ kind: 'error', text: t('admin.import.needsTopic') });
        setResult(null);
        setProgress(0);
        const query = { format, certificationId: pick.certificationId ?? undefined, topicId: topicId ?? undefined, lang: rowsLang };
        upload.mutate({ file, query, onProgress: setProgress }, {
          onSettled: () => setProgress(null),
          onSuccess: (answer) => setResult({ kind: 'success', text: t('admin.import.success', { count: answer.imported }) }),
          onError: (error) => {
            if (error instanceof ApiError && error.status === 400 && isRowErrors(error.details)) {
              setRowErrors(error.details);
              return setResult({ kind: 'error', text: `${t('admin.import.parseError')}: ${t('admin.import.refused', { count: error.details.length })}` });
            }
            if (error instanceof ApiError && error.status === 413) return setResult({ kind: 'error', text: t('admin.import.tooLarge') });
            if (error instanceof ApiError && error.status === 429) return setResult({ kind: 'error', text: t('admin.errors.rateLimited', { count: retryAfterMinutes(error) ?? 1 }) });
            setResult({ kind: 'error', text: failureText(error, t, t('admin.import.parseError')) });
          },
        });
      }}
    >
      <p className="field-hint">{t('admin.import.intro')}</p>
      <fieldset className="admin-format">
        <legend>{t('admin.import.format')}</legend>
        {(['csv', 'aiken', 'gift'] as const).map((value) => (
          <label key={value} className="checkbox">
            <input type="radio" name={`${id}-format`} value={value} checked={format === value} onChange={() => setFormat(value)} />
            {t(`admin.import.formats.${value}`)}
          </label>
        ))}
      </fieldset>
      <CertificationPicker idPrefix={id} {...pick} onChange={(next) => {
        setPick(next);
        setTopicId(null);
      }} />
      <div className="form-row">
        <div className="field">
          <label htmlFor={`${id}-topic`}>{t('admin.picker.topic')}</label>
          <select id={`${id}-topic`} className="input" value={topicId ?? ''} aria-describedby={`${id}-topic-hint`} onChange={(event) => setTopicId(event.target.value ? Number(event.target.value) : null)}>
            <option value="">{t('admin.picker.chooseTopic')}</option>
            {(topics.data ?? []).map((topic) => <option key={topic.id} value={topic.id}>{topic.title}</option>)}
          </select>
          <p id={`${id}-topic-hint`} className="field-hint">{t('admin.import.topicHint')}</p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-lang`}>{t('admin.import.language')}</label>
          <select id={`${id}-lang`} className="input" value={rowsLang} aria-describedby={`${id}-lang-hint`} onChange={(event) => setRowsLang(event.target.value as Language)}>
            {LANGUAGES.map((code) => <option key={code} value={code}>{t(`languages.${code}`)}</option>)}
          </select>
          <p id={`${id}-lang-hint`} className="field-hint">{t('admin.import.languageHint')}</p>
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-file`}>{t('admin.import.file')}</label>
        <input id={`${id}-file`} className="input" type="file" accept=".csv,.txt,.gift,text/csv,text/plain" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
      </div>
      <button type="submit" className="button" disabled={upload.isPending}>{upload.isPending ? t('admin.saving') : t('admin.import.submit')}</button>
      {progress !== null && (
        <div className="admin-progress" role="status" aria-live="polite">
          <progress max={1} value={progress < 1 ? progress : undefined} aria-label={t('admin.import.heading')} />
          <span>{progress < 1 ? t('admin.import.uploading', { percent: Math.round(progress * 100) }) : t('admin.import.checking')}</span>
        </div>
      )}
      <FormResult result={result} />
      {rowErrors.length > 0 && (
        <ul className="admin-row-errors" data-testid="import-row-errors">
          {rowErrors.slice(0, SHOWN_ERRORS).map((error, index) => (
            <li key={index}>{error.row === 0 ? t('admin.import.fileError', { reason: reason(error) }) : t('admin.import.rowError', { row: error.row, field: error.field, reason: reason(error) })}</li>
          ))}
          {rowErrors.length > SHOWN_ERRORS && <li>{t('admin.import.more', { count: rowErrors.length - SHOWN_ERRORS })}</li>}
        </ul>
      )}
    </FormCard>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportQuestions } from '../api/export-questions';
import { CertificationPicker, DEFAULT_CATEGORY_ID } from './certification-picker';
import { FormResult, failureText, type Result } from './form-result';

/** docs/product.md, Administration, export: quiz_domande.csv of one certification, or of the whole bank. */
export function ExportPanel() {
  const { t } = useTranslation();
  const id = useId();
  const [pick, setPick] = useState<{ categoryId: number; certificationId: number | null }>({ categoryId: DEFAULT_CATEGORY_ID, certificationId: null });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);
  return (
    <section className="card form admin-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('admin.export.heading')}</h2>
      <p className="field-hint">{t('admin.export.intro')}</p>
      <CertificationPicker idPrefix={id} allLabel={t('admin.picker.allCertifications')} {...pick} onChange={setPick} />
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setResult(null);
          exportQuestions(pick.certificationId)
            .then(() => setResult({ kind: 'success', text: t('admin.export.done') }))
            .catch((error: unknown) => setResult({ kind: 'error', text: failureText(error, t, t('admin.export.error')) }))
            .finally(() => setBusy(false));
        }}
      >
        {busy ? t('admin.saving') : t('admin.export.submit')}
      </button>
      <FormResult result={result} />
    </section>
  );
}

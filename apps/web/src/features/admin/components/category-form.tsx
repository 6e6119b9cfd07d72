import { addCategoryBody } from '@certamen/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddCategory } from '../api/add-category';
import { FormCard } from './form-card';
import { FormResult, failureText, type Result } from './form-result';

/** docs/product.md, Administration, categories: name, total questions > 0, quizzes taken >= 0. */
export function CategoryForm() {
  const { t } = useTranslation();
  const id = useId();
  const add = useAddCategory();
  const [values, setValues] = useState({ name: '', totalQuestions: '', quizTaken: '0' });
  const [result, setResult] = useState<Result>(null);
  const [tried, setTried] = useState(false);
  const parsed = addCategoryBody.safeParse(values);
  const bad = (field: string) => tried && !parsed.success && parsed.error.issues.some((issue) => issue.path[0] === field);

  return (
    <FormCard
      id={id}
      heading={t('admin.category.heading')}
      onSubmit={() => {
        setTried(true);
        if (!parsed.success) return setResult({ kind: 'error', text: t('admin.category.invalid') });
        setResult(null);
        add.mutate(parsed.data, {
          onSuccess: () => {
            setResult({ kind: 'success', text: t('admin.category.success') });
            setValues({ name: '', totalQuestions: '', quizTaken: '0' });
            setTried(false);
          },
          onError: (error) => setResult({ kind: 'error', text: failureText(error, t, t('admin.category.error'), t('admin.category.exists')) }),
        });
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('admin.category.name')}</label>
        <input id={`${id}-name`} className="input" value={values.name} maxLength={80} aria-invalid={bad('name') || undefined} onChange={(event) => setValues({ ...values, name: event.target.value })} />
      </div>
      <div className="form-row">
        <div className="field">
          <label htmlFor={`${id}-total`}>{t('admin.category.totalQuestions')}</label>
          <input id={`${id}-total`} className="input" type="number" min={1} inputMode="numeric" value={values.totalQuestions} aria-invalid={bad('totalQuestions') || undefined} onChange={(event) => setValues({ ...values, totalQuestions: event.target.value })} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-taken`}>{t('admin.category.quizTaken')}</label>
          <input id={`${id}-taken`} className="input" type="number" min={0} inputMode="numeric" value={values.quizTaken} aria-invalid={bad('quizTaken') || undefined} onChange={(event) => setValues({ ...values, quizTaken: event.target.value })} />
        </div>
      </div>
      <button type="submit" className="button" disabled={add.isPending}>{add.isPending ? t('admin.saving') : t('admin.category.submit')}</button>
      <FormResult result={result} />
    </FormCard>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/use-lang';
import { useAddTopic } from '../api/add-topic';
import { useAdminTopics } from '../api/get-topics';
import { CertificationPicker, DEFAULT_CATEGORY_ID } from './certification-picker';
import { FormCard } from './form-card';
import { FormResult, failureText, type Result } from './form-result';

/** docs/product.md, Administration, topics: a certification's topics and a form to add one. */
export function TopicForm() {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const add = useAddTopic();
  const [pick, setPick] = useState<{ categoryId: number; certificationId: number | null }>({ categoryId: DEFAULT_CATEGORY_ID, certificationId: null });
  const [title, setTitle] = useState('');
  const [result, setResult] = useState<Result>(null);
  const [tried, setTried] = useState(false);
  const topics = useAdminTopics(pick.certificationId, lang);

  return (
    <FormCard
      id={id}
      heading={t('admin.topic.heading')}
      onSubmit={() => {
        setTried(true);
        if (pick.certificationId === null || !title.trim()) return setResult({ kind: 'error', text: t('admin.topic.invalid') });
        setResult(null);
        add.mutate({ certification_id: pick.certificationId, title: title.trim() }, {
          onSuccess: () => {
            setResult({ kind: 'success', text: t('admin.topic.success') });
            setTitle('');
            setTried(false);
          },
          onError: (error) => setResult({ kind: 'error', text: failureText(error, t, t('admin.topic.error'), t('admin.topic.exists')) }),
        });
      }}
    >
      <CertificationPicker idPrefix={id} {...pick} invalid={tried} onChange={setPick} />
      {pick.certificationId !== null && (
        <div className="admin-topics" aria-live="polite">
          <h3 className="small-heading">{t('admin.topic.existing')}</h3>
          {topics.isPending ? <p className="muted">{t('admin.picker.loading')}</p> : topics.data?.length ? (
            <ol className="admin-topic-list">{topics.data.map((topic) => <li key={topic.id}>{topic.title}</li>)}</ol>
          ) : <p className="muted">{t('admin.topic.none')}</p>}
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-title`}>{t('admin.topic.title')}</label>
        <input id={`${id}-title`} className="input" value={title} maxLength={120} aria-invalid={(tried && !title.trim()) || undefined} onChange={(event) => setTitle(event.target.value)} />
      </div>
      <button type="submit" className="button" disabled={add.isPending}>{add.isPending ? t('admin.saving') : t('admin.topic.submit')}</button>
      <FormResult result={result} />
    </FormCard>
  );
}

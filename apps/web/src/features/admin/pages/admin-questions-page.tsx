import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLang } from '../../../lib/use-lang';
import { AdminPage } from '../../../ui/admin-page';
import { Pager } from '../../../ui/pager';
import { QueryState } from '../../../ui/query-state';
import { useAdminQuestions } from '../api/get-questions';
import { useAdminTopics } from '../api/get-topics';
import { CertificationPicker, DEFAULT_CATEGORY_ID } from '../components/certification-picker';
import '../admin.css';

const STATUSES = ['all', 'live', 'retired'] as const;
type Status = (typeof STATUSES)[number];

/** /{lang}/admin/questions: the bank, searchable and filtered by certification, topic and status; each row opens the editor. */
export function AdminQuestionsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const certificationId = Number(params.get('certificationId')) || null;
  const topicId = Number(params.get('topicId')) || null;
  const status: Status = (STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as Status) : 'all';
  const [categoryId, setCategoryId] = useState(Number(params.get('categoryId')) || DEFAULT_CATEGORY_ID);
  const topics = useAdminTopics(certificationId, lang);
  const questions = useAdminQuestions({ q: q || undefined, page, certificationId: certificationId ?? undefined, topicId: topicId ?? undefined, status, lang });

  const go = (next: Record<string, string | number | null>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries({ page: null, ...next })) {
      if (value === null || value === '' || value === 'all') merged.delete(key);
      else merged.set(key, String(value));
    }
    setParams(merged, { replace: true });
  };

  return (
    <AdminPage testId="admin-questions-page" className="admin-content" title={t('admin.questions.title')} subtitle={t('admin.questions.subtitle')}>
      <form
        className="card form admin-filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          go({ q: String(new FormData(event.currentTarget).get('q') ?? '').trim() });
        }}
      >
        <CertificationPicker idPrefix={id} allLabel={t('admin.picker.allCertifications')} categoryId={categoryId} certificationId={certificationId} onChange={(next) => {
          setCategoryId(next.categoryId);
          go({ categoryId: next.categoryId, certificationId: next.certificationId, topicId: null });
        }} />
        <div className="form-row">
          <div className="field">
            <label htmlFor={`${id}-topic`}>{t('admin.picker.topic')}</label>
            <select id={`${id}-topic`} className="input" value={topicId ?? ''} disabled={certificationId === null} onChange={(event) => go({ topicId: event.target.value || null })}>
              <option value="">{t('admin.picker.allTopics')}</option>
              {(topics.data ?? []).map((topic) => <option key={topic.id} value={topic.id}>{topic.title}</option>)}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-status`}>{t('admin.questions.status')}</label>
            <select id={`${id}-status`} className="input" value={status} onChange={(event) => go({ status: event.target.value })}>
              {STATUSES.map((value) => <option key={value} value={value}>{t(`admin.questions.statuses.${value}`)}</option>)}
            </select>
          </div>
        </div>
        <div className="form-row admin-search">
          <div className="field">
            <label htmlFor={`${id}-q`}>{t('admin.questions.searchLabel')}</label>
            <input key={q} id={`${id}-q`} name="q" className="input" type="search" defaultValue={q} maxLength={200} />
          </div>
          <button type="submit" className="button">{t('admin.questions.search')}</button>
        </div>
      </form>
      <QueryState query={questions}>
        {(data) => data.items.length === 0 ? <p className="muted" role="status">{t('admin.questions.empty')}</p> : (
          <>
            <p className="muted" role="status">{t('admin.questions.total', { count: data.total })}</p>
            <div className="table-scroll">
              <table className="data-table stack-table admin-questions-table">
                <caption className="visually-hidden">{t('admin.questions.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('admin.questions.columns.id')}</th>
                    <th scope="col">{t('admin.questions.columns.question')}</th>
                    <th scope="col">{t('admin.questions.columns.topic')}</th>
                    <th scope="col">{t('admin.questions.columns.languages')}</th>
                    <th scope="col">{t('admin.questions.columns.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((item) => (
                    <tr key={item.id}>
                      <td className="admin-q-id" data-label={t('admin.questions.columns.id')}>{item.id}</td>
                      <th scope="row">
                        <Link to={`/${lang}/admin/questions/${item.id}`} aria-label={t('admin.questions.editFor', { id: item.id })}>{item.question}</Link>
                      </th>
                      <td className="admin-q-topic">{item.topic_title}<span className="admin-cert">{item.certification_name}</span></td>
                      <td className="admin-q-langs" data-label={t('admin.questions.columns.languages')}>{item.languages.join(' · ').toUpperCase()}</td>
                      <td className="admin-q-status" data-label={t('admin.questions.columns.status')}>
                        {item.retired ? t('admin.questions.retired') : t('admin.questions.live')}
                        {item.edited && <span className="admin-cert">{t('admin.questions.edited')}</span>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              page={data.page}
              pages={Math.ceil(data.total / data.pageSize)}
              onPage={(next) => go({ page: next })}
              labels={{ nav: t('admin.questions.nav'), previous: t('admin.questions.previous'), next: t('admin.questions.next'), pageOf: t('admin.questions.pageOf', { page: data.page, pages: Math.ceil(data.total / data.pageSize) }) }}
            />
          </>
        )}
      </QueryState>
    </AdminPage>
  );
}

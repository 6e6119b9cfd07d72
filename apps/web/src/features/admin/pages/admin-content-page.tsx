import { useTranslation } from 'react-i18next';
import { AdminNav } from '../../../ui/admin-nav';
import { CategoryForm } from '../components/category-form';
import { ExportPanel } from '../components/export-panel';
import { ImportForm } from '../components/import-form';
import { QuizForm } from '../components/quiz-form';
import { TopicForm } from '../components/topic-form';
import '../admin.css';

/** /{lang}/admin, "Area Amministrazione" (docs/product.md, Administration): the catalogue's forms and the bank's import and export. */
export function AdminContentPage() {
  const { t } = useTranslation();
  return (
    <div className="page admin-content" data-testid="admin-content-page">
      <title>{`${t('admin.title')} · Certamen`}</title>
      <AdminNav />
      <header>
        <h1>{t('admin.title')}</h1>
        <p className="lead">{t('admin.subtitle')}</p>
      </header>
      <div className="admin-grid">
        <CategoryForm />
        <TopicForm />
        <QuizForm />
        <ImportForm />
        <ExportPanel />
      </div>
    </div>
  );
}

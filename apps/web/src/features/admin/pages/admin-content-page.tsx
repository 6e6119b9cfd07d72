import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../ui/admin-page';
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
    <AdminPage testId="admin-content-page" className="admin-content" title={t('admin.title')} subtitle={t('admin.subtitle')}>
      <div className="admin-grid">
        <CategoryForm />
        <TopicForm />
        <QuizForm />
        <ImportForm />
        <ExportPanel />
      </div>
    </AdminPage>
  );
}

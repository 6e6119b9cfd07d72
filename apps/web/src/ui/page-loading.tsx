import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a page loaded on demand (its own chunk) shows while its code arrives. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="skeleton-list" role="status" aria-live="polite" data-testid="page-loading">
      <span className="visually-hidden">{t('common.loading')}</span>
      <div className="skeleton" />
      <div className="skeleton" />
      <div className="skeleton" />
    </div>
  );
}

/** A route element whose page is a React.lazy component. */
export function LazyPage({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

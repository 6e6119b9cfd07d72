import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Loading and error states for a query, with a retry; children render the data. */
export function QueryState<T>({ query, children, errorText, rows = 3 }: { query: UseQueryResult<T>; children: (data: T) => ReactNode; errorText?: string; rows?: number }) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div className="skeleton-list" role="status" aria-live="polite">
        <span className="visually-hidden">{t('common.loading')}</span>
        {Array.from({ length: rows }, (_, index) => <div key={index} className="skeleton" />)}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="notice notice-error" role="alert">
        <p>{errorText ?? t('common.loadError')}</p>
        <button type="button" className="button button-secondary" onClick={() => void query.refetch()}>{t('common.retry')}</button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

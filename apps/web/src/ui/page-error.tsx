import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** A page's code that cannot be fetched, typically because a newer version was deployed meanwhile. */
const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically/i;
const RELOADED_KEY = 'certamen:chunk-reload';

/**
 * What a route shows when it fails to render. A page whose code went missing (a new deployment) reloads
 * once by itself; otherwise, or if that did not help, it says so and offers a reload.
 */
export function PageError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunkError = error instanceof Error && CHUNK_ERROR.test(error.message);

  useEffect(() => {
    console.error('Certamen: a page failed to render', error);
    if (!chunkError) return;
    try {
      if (sessionStorage.getItem(RELOADED_KEY)) return;
      sessionStorage.setItem(RELOADED_KEY, '1');
    } catch {
      return;
    }
    window.location.reload();
  }, [error, chunkError]);

  return (
    <section className="message-page" data-testid="page-error" role="alert">
      <h1>{t('pageError.title')}</h1>
      <p>{t('pageError.text')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('pageError.reload')}
      </button>
    </section>
  );
}

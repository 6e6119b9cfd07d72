import type { Language } from '@certamen/shared';

/** A path inside this site: starts with one slash (two would be another host: //evil.example). */
function isInternalPath(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/**
 * docs/product.md, Accounts, login page: where a logged-in user goes. The ?redirect= parameter when it is a
 * path of ours, else the page the user came from (router state), else the profile.
 */
export function loginRedirectTarget(redirect: string | null, state: unknown, lang: Language): string {
  if (isInternalPath(redirect)) return redirect;
  const from: unknown = (state as { from?: unknown } | null)?.from;
  if (isInternalPath(from)) return from;
  if (from && typeof from === 'object') {
    const { pathname, search = '', hash = '' } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
    const path = `${String(pathname)}${String(search)}${String(hash)}`;
    if (isInternalPath(pathname) && isInternalPath(path)) return path;
  }
  return `/${lang}/profile`;
}

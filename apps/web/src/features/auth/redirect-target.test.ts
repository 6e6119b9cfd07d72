import { describe, expect, it } from 'vitest';
import { loginRedirectTarget } from './redirect-target';

describe('where the login page sends a logged-in user', () => {
  it('follows ?redirect= when it is a path starting with /', () => {
    expect(loginRedirectTarget('/it/quiz/topic/3', null, 'it')).toBe('/it/quiz/topic/3');
    expect(loginRedirectTarget('/en/certifications/ccna?x=1#topics', { from: '/fr/profile' }, 'en')).toBe('/en/certifications/ccna?x=1#topics');
  });

  it('ignores a redirect that is not a path of ours', () => {
    for (const redirect of ['https://evil.example', 'evil.example/path', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '']) {
      expect(loginRedirectTarget(redirect, null, 'it')).toBe('/it/profile');
    }
  });

  it('else goes back to the previous location in router state', () => {
    expect(loginRedirectTarget(null, { from: { pathname: '/es/quiz/5/mixed', search: '?mode=exam', hash: '' } }, 'es')).toBe('/es/quiz/5/mixed?mode=exam');
    expect(loginRedirectTarget('https://evil.example', { from: '/fr/admin' }, 'fr')).toBe('/fr/admin');
    expect(loginRedirectTarget(null, { from: { pathname: '//evil.example' } }, 'fr')).toBe('/fr/profile');
  });

  it('else to the profile in the current language', () => {
    expect(loginRedirectTarget(null, null, 'fr')).toBe('/fr/profile');
    expect(loginRedirectTarget(null, { unrelated: true }, 'en')).toBe('/en/profile');
  });
});

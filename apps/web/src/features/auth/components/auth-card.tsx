import type { ReactNode } from 'react';

/** The frame of every account page: one centred card with a heading. */
export function AuthCard({ title, subtitle, children, testId }: { title: string; subtitle?: string; children: ReactNode; testId?: string }) {
  return (
    <section className="auth-page" aria-labelledby="auth-title" data-testid={testId}>
      <title>{`${title} · Certamen`}</title>
      <div className="card auth-card">
        <h1 id="auth-title">{title}</h1>
        {subtitle && <p className="muted">{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}

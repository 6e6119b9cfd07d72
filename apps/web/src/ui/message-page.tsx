import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A page that only says something (not found, coming soon) and offers one way on. */
export function MessagePage({ testId, title, text, action, code }: { testId: string; title: string; text: ReactNode; action: { to: string; label: string }; code?: string }) {
  return (
    <section className="message-page" data-testid={testId}>
      <title>{`${title} · Certamen`}</title>
      {code && <p className="message-code" aria-hidden="true">{code}</p>}
      <h1>{title}</h1>
      <p>{text}</p>
      <Link className="button" to={action.to}>{action.label}</Link>
    </section>
  );
}

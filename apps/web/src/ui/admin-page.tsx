import type { ReactNode } from 'react';
import { AdminNav } from './admin-nav';

interface AdminPageProps {
  testId: string;
  /** The feature's own class, beside `page`. */
  className?: string;
  /** The tab title and, with a subtitle, the page heading. */
  title: string;
  /** Without one the page draws its own heading (the question editor). */
  subtitle?: string;
  /** A link or button beside the heading. */
  action?: ReactNode;
  children: ReactNode;
}

/** Every admin page: its title, the section tabs, the heading, then the page. */
export function AdminPage({ testId, className, title, subtitle, action, children }: AdminPageProps) {
  const heading = (
    <>
      <h1>{title}</h1>
      <p className="lead">{subtitle}</p>
    </>
  );
  return (
    <div className={className ? `page ${className}` : 'page'} data-testid={testId}>
      <title>{`${title} · Certamen`}</title>
      <AdminNav />
      {subtitle !== undefined && (action ? <header className="admin-page-header"><div>{heading}</div>{action}</header> : <header>{heading}</header>)}
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';

/**
 * An admin form as a card, named by its heading for screen readers. The browser's own validation is off:
 * the form's messages say what is wrong, in the page's language.
 */
export function FormCard({ id, heading, wide = false, onSubmit, children }: { id: string; heading: string; wide?: boolean; onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className={wide ? 'card form admin-card admin-card-wide' : 'card form admin-card'}
      aria-labelledby={`${id}-heading`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 id={`${id}-heading`}>{heading}</h2>
      {children}
    </form>
  );
}

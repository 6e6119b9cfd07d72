import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the input and announced with it. */
  error?: string;
  hint?: string;
}

/** Label, input, hint and error tied together (for, aria-describedby, aria-invalid). */
export function TextField({ label, error, hint, ...input }: FieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      {(describedBy) => <input id={id} className="input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />}
    </FieldFrame>
  );
}

export function FieldFrame({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  // The error replaces the hint: both state the same rule, once is enough.
  const shownHint = error ? undefined : hint;
  const describedBy = (error ? `${id}-error` : shownHint && `${id}-hint`) || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children(describedBy)}
      {shownHint && (
        <p id={`${id}-hint`} className="field-hint">
          {shownHint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      )}
    </div>
  );
}

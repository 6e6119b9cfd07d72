import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors, Validated } from '../validation';

interface AuthFormOptions<Field extends string, Body, Result> {
  initial: Record<Field, string>;
  /** The shared schema's verdict on the values, asked at submit. */
  validate: (values: Record<Field, string>) => Validated<Body, Field>;
  /** Sends a valid body; its pending state and error are the form's. */
  mutation: UseMutationResult<Result, Error, Body>;
}

/**
 * What every account form does: keeps its values, validates them at submit and sends them once at a
 * time, shows each field's error in words, and moves focus to the first field in error.
 */
export function useAuthForm<Field extends string, Body, Result>({ initial, validate, mutation }: AuthFormOptions<Field, Body, Result>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  // The form last submitted: errors only ever come from a submit.
  const formRef = useRef<HTMLFormElement | null>(null);
  const { mutate, isPending, error } = mutation;

  // After a rejected submit, focus goes to the first field in error, whose message is then read out.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    formRef.current = event.currentTarget;
    if (isPending) return;
    const checked = validate(values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    mutate(checked.data);
  };

  /** A field's name, value, change handler and error message, to spread on TextField or PasswordField. */
  const field = (name: Field) => {
    const key = errors[name];
    return {
      name,
      value: values[name],
      onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
      error: key ? t(`auth.validation.${key}`) : undefined,
    };
  };

  return { values, field, submit, busy: isPending, error };
}

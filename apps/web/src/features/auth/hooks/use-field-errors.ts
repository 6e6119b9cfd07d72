import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../validation';

/** Field errors as translated messages, ready for the fields' error prop. */
export function useFieldMessages<Field extends string>(errors: FieldErrors<Field>): (field: Field) => string | undefined {
  const { t } = useTranslation();
  return (field) => {
    const key = errors[field];
    return key ? t(`auth.validation.${key}`) : undefined;
  };
}

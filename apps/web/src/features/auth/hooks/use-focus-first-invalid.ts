import { useEffect, type RefObject } from 'react';

/** After a rejected submit, focus goes to the first field in error, whose message is then read out. */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, errors: object) {
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, errors]);
}

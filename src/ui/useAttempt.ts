import { useEffect, useState, type RefObject } from 'react';

/**
 * A form's submit attempts: after the first, every field shows what is wrong with it (not
 * before: nobody is told off for a field they have not reached), and on each attempt the first
 * field marked invalid takes the focus.
 */
export function useAttempt(form: RefObject<HTMLElement | null>) {
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (attempts > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts, form]);
  return { shown: attempts > 0, attempt: () => setAttempts((n) => n + 1) };
}

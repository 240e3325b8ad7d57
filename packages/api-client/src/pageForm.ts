/** The result of a form posted to the page before its code started (@manzil/contract forms.ts). */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PageFormId, PageFormResult } from '@manzil/contract';
import { queryKeys } from './queryKeys';

/**
 * The result the server rendered `form` with, if the page was the answer to that form: the form
 * starts from it (its values, messages or success text), as the server's HTML shows it. Taken once:
 * a later visit of the page starts from an empty form.
 */
export function usePageFormResult(form: PageFormId): PageFormResult | undefined {
  const client = useQueryClient();
  const [result] = useState(() => {
    const posted = client.getQueryData<PageFormResult>(queryKeys.pageForm());
    return posted?.form === form ? posted : undefined;
  });
  useEffect(() => {
    if (result) client.removeQueries({ queryKey: queryKeys.pageForm(), exact: true });
  }, [client, result]);
  return result;
}

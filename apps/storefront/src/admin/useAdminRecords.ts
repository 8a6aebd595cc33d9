import {
  type DefaultError,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import type { AdminOutcome } from '@wtkit/ui';
import { useState } from 'react';
import { errorMessage } from '../errors';
import { useIsAdmin } from './AdminPage';

/** What an admin's write answers: the sentence to show. */
interface Answer {
  message?: string;
}

export interface AdminRecordsOptions<
  Listed extends { data: unknown[] },
  Input,
  Created extends Answer,
  Updated extends Answer,
  Key extends QueryKey,
> {
  /** The records' query (an admin's only). */
  list: UseQueryOptions<Listed, DefaultError, Listed, Key>;
  /** A record's id, as the outcome, the edit and the row actions name it. */
  idOf: (item: Listed['data'][number]) => string;
  /** Saves the form's input as a new record (or the record it names). */
  create: UseMutationOptions<Created, DefaultError, Input>;
  /** Saves the form's input over the record being edited; without it nothing is edited. */
  update?: UseMutationOptions<Updated, DefaultError, { id: string; body: Input }>;
  /** The element scrolled into view when an edit starts (the page's heading). */
  formAnchorId?: string;
}

/**
 * One admin collection's wiring (shipping methods, tax rates, promo codes): its list, its form
 * (a new record, or the one being edited) with the server's answer, and the outcome of a row's
 * action said with its row.
 */
export function useAdminRecords<
  Listed extends { data: unknown[] },
  Input,
  Created extends Answer,
  Updated extends Answer,
  Key extends QueryKey,
>({
  list,
  idOf,
  create,
  update,
  formAnchorId,
}: AdminRecordsOptions<Listed, Input, Created, Updated, Key>) {
  const query = useQuery({ ...list, enabled: useIsAdmin() });
  const creating = useMutation(create);
  // Without `update` this mutation is never run: it stays idle.
  const updating = useMutation<Updated, DefaultError, { id: string; body: Input }>(update ?? {});
  const [editingId, setEditingId] = useState<string | null>(null);
  // A new form after each save: its fields start empty again.
  const [formKey, setFormKey] = useState(0);
  const [saved, setSaved] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<AdminOutcome | null>(null);

  type Item = Listed['data'][number];
  const items: Item[] | undefined = query.data?.data;
  const editing = items?.find((item) => idOf(item) === editingId) ?? null;
  const formError = editing ? updating.error : creating.error;
  const done = (answer: Answer) => {
    setSaved(answer.message ?? null);
    setEditingId(null);
    setFormKey((key) => key + 1);
  };

  return {
    items,
    /** Why the list could not be loaded. */
    error: query.isError ? errorMessage(query.error, '') : null,
    /** The save's answer, shown above the form. */
    saved,
    editing,
    outcome,
    /** Every request of the collection (for the session's end). */
    requests: [query, creating, updating],
    /** The form's key: a new form for each record edited and after each save. */
    formKey: editing ? `edit-${idOf(editing)}` : `new-${formKey}`,
    /** The form's pending state, error and submit. */
    form: {
      isSubmitting: creating.isPending || updating.isPending,
      error: formError ? errorMessage(formError, '') : null,
      onSubmit: (input: Input) => {
        setSaved(null);
        if (editing) updating.mutate({ id: idOf(editing), body: input }, { onSuccess: done });
        else creating.mutate(input, { onSuccess: done });
      },
    },
    /** Edit pressed on a row: the form takes that record, its earlier errors gone. */
    startEdit: (id: string) => {
      creating.reset();
      updating.reset();
      setEditingId(id);
      if (formAnchorId) document.getElementById(formAnchorId)?.scrollIntoView();
    },
    cancelEdit: () => setEditingId(null),
    /** Runs a row's action; its answer or refusal is then said with the row. */
    act: (id: string, run: Promise<Answer>) => {
      setOutcome(null);
      run.then(
        (answer) => setOutcome({ id, tone: 'success', message: answer.message ?? '' }),
        (cause) => setOutcome({ id, tone: 'danger', message: errorMessage(cause, '') }),
      );
    },
  };
}

/** The id of the row whose action is running (its button is pending), else null. */
export function pendingId<Variables>(
  action: { isPending: boolean; variables?: Variables },
  idOf: (variables: Variables) => string,
): string | null {
  return action.isPending && action.variables !== undefined ? idOf(action.variables) : null;
}

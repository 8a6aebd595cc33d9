import { type FormEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** The part of a zod schema the forms use, so the kit needs no zod types of its own. */
export interface FormSchema<Output> {
  safeParse(input: unknown):
    | { success: true; data: Output }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> };
      };
}

export type FormErrors<Input> = Partial<Record<keyof Input & string, string>>;

export interface SchemaForm<Input, Output> {
  values: Input;
  errors: FormErrors<Input>;
  /** Sets a field and clears its error (an error clears as soon as its field is edited). */
  setField: <K extends keyof Input & string>(key: K, value: Input[K]) => void;
  setValues: (values: Input) => void;
  /** Checks the values; on success calls `onValid` with the parsed output. */
  handleSubmit: (onValid: (output: Output) => void) => (event?: FormEvent) => void;
  reset: (values?: Input) => void;
  /** Attach to the <form>: after a failed submit, focus moves to the first invalid field. */
  formRef: RefObject<HTMLFormElement | null>;
}

/**
 * Form state checked by a domain schema on submit: one error per field (the first issue on
 * it), cleared when the field changes.
 */
export function useSchemaForm<Input extends object, Output>(
  schema: FormSchema<Output>,
  initial: Input,
): SchemaForm<Input, Output> {
  const [values, setValuesState] = useState<Input>(initial);
  const [errors, setErrors] = useState<FormErrors<Input>>({});
  const [focusInvalid, setFocusInvalid] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);
  const valuesRef = useRef(values);
  valuesRef.current = values;

  useEffect(() => {
    if (focusInvalid === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  const setField = useCallback(<K extends keyof Input & string>(key: K, value: Input[K]) => {
    setValuesState((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!(key in current)) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });
  }, []);

  const handleSubmit = useCallback(
    (onValid: (output: Output) => void) => (event?: FormEvent) => {
      event?.preventDefault();
      const result = schema.safeParse(valuesRef.current);
      if (result.success) {
        setErrors({});
        onValid(result.data);
        return;
      }
      const next: FormErrors<Input> = {};
      for (const issue of result.error.issues) {
        const key = String(issue.path[0] ?? '') as keyof Input & string;
        if (next[key] === undefined) next[key] = issue.message;
      }
      setErrors(next);
      setFocusInvalid((count) => count + 1);
    },
    [schema],
  );

  const reset = useCallback(
    (next?: Input) => {
      setValuesState(next ?? initial);
      setErrors({});
    },
    [initial],
  );

  return { values, errors, setField, setValues: setValuesState, handleSubmit, reset, formRef };
}

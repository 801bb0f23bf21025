import { useEffect, useState, type SubmitEvent } from 'react';
import type * as z from 'zod/mini';
import { ApiError } from '#browser/api';
import { say } from '../../scripts/toast';

type Values = Record<string, string | boolean>;

/**
 * Form state for an island: values, the first error of each field (from the shared zod schema,
 * so the messages are the spec's, in the page's language: `say`), and a busy flag while sending. When the server refuses, its
 * message is the form's one problem (`errors.form`, shown by FormProblem above the button), not a
 * toast: one way to show a form error (decision 019).
 */
export function useForm<Schema extends z.ZodMiniType>(schema: Schema, initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // Until hydrated, a click would submit the plain HTML form (and put its fields in the URL):
  // submit buttons stay disabled until then.
  const [ready, setReady] = useState(false);

  // NOTE: on a slow phone people type before the island hydrates. Keep what they typed: read the
  // server-rendered inputs once after mount, or the next render would blank them.
  useEffect(() => {
    const typed: Values = {};
    for (const [name, value] of Object.entries(initial)) {
      const input = document.getElementById(`field-${name}`) as HTMLInputElement | null;
      if (!input) continue;
      const current = typeof value === 'boolean' ? input.checked : input.value;
      if (current !== value) typed[name] = current;
    }
    if (Object.keys(typed).length) setValues((state) => ({ ...state, ...typed }));
    setReady(true);
    // Only once, on mount.
  }, []);

  const set = (name: string, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      const { [name]: _dropped, ...rest } = current;
      return rest;
    });
  };

  const text = (name: string) => ({
    name,
    value: String(values[name] ?? ''),
    error: errors[name],
    onChange: (value: string) => set(name, value),
  });

  function handleSubmit(action: (data: z.infer<Schema>) => Promise<void>, failure: string) {
    return async (event: SubmitEvent) => {
      event.preventDefault();
      if (busy) return;
      setBusy(true);
      // Async: the phone rules load on demand (src/shared/phone.ts).
      const parsed = await schema.safeParseAsync(values);
      if (!parsed.success) {
        setBusy(false);
        const found: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const key = String(issue.path[0] ?? 'form');
          found[key] ??= say(issue.message);
        }
        setErrors(found);
        const first = Object.keys(found)[0];
        document.getElementById(`field-${first}`)?.focus();
        return;
      }
      setErrors({});
      try {
        await action(parsed.data);
      } catch (error) {
        setErrors({ form: say(error instanceof ApiError ? error.message : failure) });
      } finally {
        setBusy(false);
      }
    };
  }

  return { values, errors, busy, ready, set, text, setErrors, handleSubmit, reset: () => setValues(initial) };
}

import { type FormEvent, useRef, useState } from 'react';
import { toaster } from '@/components/ui/toaster-store';
import { useT } from '@/i18n/i18n-provider';
import type { MessageId } from '@/i18n/messages';
import { callErrorMessage, type ResultErrorRef, resultError } from '@/lib/result-error';
import { FIELD_ORDER } from './screen-fields';
import {
  codedMessage,
  problemsFromIssues,
  type ScreenField,
  type ScreenFormValues,
  type ScreenProblems,
  toCreateInput,
  validateScreen,
} from './screen-form';

/** What a send came to: handled by the caller (it worked), or the server's refusal (none when it gave no answer). */
export type ScreenSendOutcome = { done: true } | { done: false; refusal: ResultErrorRef | undefined };

/**
 * The state and submit plumbing of the Add New Screen form and the edit dialog: same fields, rules
 * and messages. Checks the values first (the first invalid field gets the focus), then sends them;
 * a validation refusal marks its fields, a conflict marks the Airtable id, and every failure says so
 * in a toast (`failedMessage` when the server gave no words).
 */
export function useScreenForm(options: {
  initial: () => ScreenFormValues;
  failedMessage: MessageId;
  /** The form's toasts share this id: a new one (success or refusal) replaces the one before it. */
  toastId: string;
  /** The add form forgets the server's last refusal when sending again; the dialog keeps it shown. */
  clearProblemsOnSend: boolean;
  /** The edited screen's current image: sent back unchanged, it is not checked again. */
  keepImageUrl?: string;
}) {
  const t = useT();
  const [values, setValues] = useState<ScreenFormValues>(options.initial);
  const [problems, setProblems] = useState<ScreenProblems>({});
  const formRef = useRef<HTMLFormElement>(null);

  const onChange = <K extends ScreenField>(field: K, value: ScreenFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems((p) => (p[field] ? { ...p, [field]: undefined } : p));
  };

  const showProblems = (found: ScreenProblems) => {
    setProblems(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    const element = first && formRef.current?.elements.namedItem(first);
    if (element instanceof HTMLElement) element.focus();
  };

  const failed = (message?: string) =>
    toaster.error({ id: options.toastId, title: t('admin.error'), description: message || t(options.failedMessage) });

  const refused = (ref: ResultErrorRef | undefined) => {
    const refusal = resultError(ref);
    if (refusal?.__typename === 'ValidationError') showProblems(problemsFromIssues(refusal.issues));
    if (refusal?.__typename === 'ConflictError') showProblems({ airtableId: { text: refusal.message } });
    // A refusal the web words itself (the image URL's) is said in the admin's language here too.
    const coded = refusal?.__typename === 'ValidationError' ? codedMessage(refusal.issues[0]?.code) : undefined;
    failed(coded ? t(coded) : refusal?.message);
  };

  /** The form's submit handler: `send` gets the mutation's input (nothing is sent while `busy`). */
  const onSubmit =
    (busy: boolean, send: (input: ReturnType<typeof toCreateInput>) => Promise<ScreenSendOutcome>) =>
    async (event: FormEvent) => {
      event.preventDefault();
      if (busy) return;
      const found = validateScreen(values, options.keepImageUrl);
      if (Object.keys(found).length > 0) return showProblems(found);
      if (options.clearProblemsOnSend) setProblems({});
      try {
        const outcome = await send(toCreateInput(values));
        if (!outcome.done) refused(outcome.refusal);
      } catch (error) {
        failed(callErrorMessage(error));
      }
    };

  const reset = (next: ScreenFormValues) => {
    setValues(next);
    setProblems({});
  };

  return { values, problems, formRef, onChange, onSubmit, reset };
}

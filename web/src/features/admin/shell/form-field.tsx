import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/i18n-provider';
import type { MessageId } from '@/i18n/messages';

/** A catalog message (translated when shown) or the server's own words. */
export type FieldProblem = { id: MessageId } | { text: string };

/** One labelled control with its help and (when invalid) its message, wired by Chakra's Field. */
export function FormField(props: {
  label: string;
  help?: string;
  problem?: FieldProblem;
  required?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const problem = props.problem;
  return (
    <Field.Root invalid={problem !== undefined} required={props.required}>
      <Field.Label>
        {props.label}
        <Field.RequiredIndicator />
      </Field.Label>
      {props.children}
      {props.help && <Field.HelperText>{props.help}</Field.HelperText>}
      {problem && <Field.ErrorText color="red.700">{'id' in problem ? t(problem.id) : problem.text}</Field.ErrorText>}
    </Field.Root>
  );
}

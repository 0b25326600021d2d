import { Button, Field, Heading, Input, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { textareaRecipe } from '@/components/textarea-recipe';
import { useT } from '@/i18n/i18n-provider';
import { COLLECTION_LIMITS, checkText, type TextProblem } from './text-rules';

export type NewCollection = { title: string; description?: string };

/**
 * A new collection's title (required) and description (optional): checked here first, then by the
 * server, whose refusals (`serverErrors`, in the page's language) show beside the same fields.
 */
export function NewCollectionForm(props: {
  busy: boolean;
  /** How many screens the new collection starts with (a flow's row saves several). */
  count: number;
  serverErrors: Record<string, string>;
  onSubmit: (input: NewCollection) => void;
}) {
  const t = useT();
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState<{ title?: TextProblem | null; description?: TextProblem | null }>({});
  const words = (field: 'title' | 'description') => {
    const problem = problems[field];
    return problem ? t(problem.id, problem.values) : (props.serverErrors[field] ?? null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const title = String(data.get('title') ?? '').trim();
    const description = String(data.get('description') ?? '').trim();
    const found = { title: checkText('title', title), description: checkText('description', description) };
    setProblems(found);
    if (found.title || found.description) {
      form.current?.querySelector<HTMLElement>(`[name="${found.title ? 'title' : 'description'}"]`)?.focus();
      return;
    }
    props.onSubmit(description ? { title, description } : { title });
  };

  const title = words('title');
  const description = words('description');
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Heading as="h3" size="sm" id={headingId}>
        {t('collections.newTitle')}
      </Heading>
      <form ref={form} noValidate onSubmit={onSubmit}>
        <Stack gap="4">
          <Field.Root invalid={title !== null} required>
            <Field.Label>{t('collections.titleLabel')}</Field.Label>
            <Input
              name="title"
              maxLength={COLLECTION_LIMITS.title}
              autoComplete="off"
              onChange={() => problems.title && setProblems((p) => ({ ...p, title: null }))}
            />
            <Field.HelperText>{t('collections.titleHint', { max: COLLECTION_LIMITS.title })}</Field.HelperText>
            {title && <Field.ErrorText color="red.700">{title}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={description !== null}>
            <Field.Label>{t('collections.descriptionLabel')}</Field.Label>
            <Textarea
              name="description"
              recipe={textareaRecipe}
              rows={3}
              maxLength={COLLECTION_LIMITS.description}
              autoComplete="off"
              onChange={() => problems.description && setProblems((p) => ({ ...p, description: null }))}
            />
            <Field.HelperText>{t('collections.plainHint', { max: COLLECTION_LIMITS.description })}</Field.HelperText>
            {description && <Field.ErrorText color="red.700">{description}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" colorPalette="brand" alignSelf="start" loading={props.busy}>
            {t('collections.createAndSave', { count: props.count })}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

import { Button, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { COLLECTION_LIMITS, checkText } from '@/components/collections/text-rules';
import { textareaRecipe } from '@/components/textarea-recipe';
import { useT } from '@/i18n/i18n-provider';

type Problems = { title?: string | null; description?: string | null };

/** Rename and describe: checked here, then by the server, whose refusals show beside the fields. */
export function DetailsForm(props: {
  title: string;
  description: string | null;
  busy: boolean;
  /** Resolves to the server's words by field when it refused the change. */
  onSave: (input: { title: string; description: string }) => Promise<Problems | null>;
}) {
  const t = useT();
  const [problems, setProblems] = useState<Problems>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const title = String(data.get('title') ?? '').trim();
    const description = String(data.get('description') ?? '').trim();
    const words = (field: 'title' | 'description', value: string) => {
      const found = checkText(field, value);
      return found ? t(found.id, found.values) : null;
    };
    const found = { title: words('title', title), description: words('description', description) };
    if (found.title || found.description) {
      setProblems(found);
      form.querySelector<HTMLElement>(`[name="${found.title ? 'title' : 'description'}"]`)?.focus();
      return;
    }
    setProblems((await props.onSave({ title, description })) ?? {});
  };

  return (
    <form noValidate onSubmit={onSubmit} data-testid="collection-details-form">
      <Stack gap="4">
        <Field.Root invalid={Boolean(problems.title)} required>
          <Field.Label>{t('collections.titleLabel')}</Field.Label>
          <Input
            name="title"
            defaultValue={props.title}
            maxLength={COLLECTION_LIMITS.title}
            autoComplete="off"
            bg="bg"
            onChange={() => problems.title && setProblems((p) => ({ ...p, title: null }))}
          />
          {problems.title && <Field.ErrorText color="red.700">{problems.title}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={Boolean(problems.description)}>
          <Field.Label>{t('collections.descriptionLabel')}</Field.Label>
          <Textarea
            name="description"
            recipe={textareaRecipe}
            rows={3}
            bg="bg"
            defaultValue={props.description ?? ''}
            maxLength={COLLECTION_LIMITS.description}
            autoComplete="off"
            onChange={() => problems.description && setProblems((p) => ({ ...p, description: null }))}
          />
          <Field.HelperText>{t('collections.plainHint', { max: COLLECTION_LIMITS.description })}</Field.HelperText>
          {problems.description && <Field.ErrorText color="red.700">{problems.description}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" colorPalette="brand" size="sm" alignSelf="start" loading={props.busy}>
          {t('collections.saveDetails')}
        </Button>
      </Stack>
    </form>
  );
}

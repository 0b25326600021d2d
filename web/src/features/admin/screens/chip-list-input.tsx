import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useId, useState } from 'react';
import { RemovableChip } from '@/components/removable-chip';
import { addTag } from './screen-form';

/**
 * A list of names as removable chips, typed one at a time (Enter or the Add button; blank and
 * repeated names are ignored): a screen's tags and an app's categories.
 */
export function ChipListInput(props: {
  legend: string;
  values: string[];
  onChange: (next: string[]) => void;
  /** The text input's name, and its (visually hidden) label and placeholder. */
  name: string;
  inputLabel: string;
  addLabel: string;
  removeLabel: (value: string) => string;
  palette: (value: string) => string;
  listTestId: string;
  help?: string;
  /** Names offered while typing. */
  suggestions?: string[];
  /** Said when the list is empty. */
  emptyText?: string;
  /** The chips above the input (else below it). */
  listFirst?: boolean;
  /** After the input and the list (the tags' quick-add buttons). */
  children?: ReactNode;
  /** Names in one case (tags); as typed otherwise (categories). */
  fold?: boolean;
}) {
  const [draft, setDraft] = useState('');
  const legendId = useId();
  const listId = useId();
  const add = () => {
    props.onChange(addTag(props.values, draft, props.fold));
    setDraft('');
  };

  const chips = (
    <HStack
      as="ul"
      aria-label={props.legend}
      aria-live="polite"
      listStyleType="none"
      m="0"
      p="0"
      gap="2"
      wrap="wrap"
      data-testid={props.listTestId}
    >
      {props.values.map((value) => (
        <li key={value}>
          <RemovableChip
            label={value}
            colorPalette={props.palette(value)}
            removeLabel={props.removeLabel(value)}
            onRemove={() => props.onChange(props.values.filter((v) => v !== value))}
          />
        </li>
      ))}
    </HStack>
  );
  const empty = props.emptyText !== undefined && props.values.length === 0 && (
    <Text fontSize="sm" color="fg.muted">
      {props.emptyText}
    </Text>
  );
  const input = (
    <Field.Root>
      <Field.Label srOnly>{props.inputLabel}</Field.Label>
      <HStack w="full" gap="2">
        <Input
          name={props.name}
          value={draft}
          list={props.suggestions && listId}
          autoComplete={props.suggestions && 'off'}
          placeholder={props.inputLabel}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            // Enter adds the name instead of submitting the whole form.
            if (e.key !== 'Enter') return;
            e.preventDefault();
            add();
          }}
        />
        <Button type="button" variant="outline" onClick={add}>
          {props.addLabel}
        </Button>
      </HStack>
      {props.help && <Field.HelperText>{props.help}</Field.HelperText>}
      {props.suggestions && (
        <datalist id={listId}>
          {props.suggestions.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      )}
    </Field.Root>
  );

  return (
    <Stack as="fieldset" gap="3" aria-labelledby={legendId} m="0" p="0" border="0" minW="0">
      <Text as="legend" id={legendId} fontSize="sm" fontWeight="medium" mb="1.5">
        {props.legend}
      </Text>
      {props.listFirst ? (
        <>
          {chips}
          {empty}
          {input}
        </>
      ) : (
        <>
          {input}
          {chips}
          {empty}
        </>
      )}
      {props.children}
    </Stack>
  );
}

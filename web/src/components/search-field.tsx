import { Box, Button, Field, HStack, Input } from '@chakra-ui/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box whose results follow the typing: the query is sent after a short pause, or at once on
 * Enter or the button. `value` is the query in the address, which stays the source of truth.
 */
export function SearchField(props: {
  value: string;
  onSearch: (query: string) => void;
  label: string;
  placeholder: string;
  buttonLabel: string;
  delayMs?: number;
}) {
  const [text, setText] = useState(props.value);
  const { onSearch, value } = props;
  const sent = useRef(value);
  // The address changed on its own (back button, a chip removed): show what it says.
  useEffect(() => {
    sent.current = value;
    setText(value);
  }, [value]);
  useEffect(() => {
    if (text.trim() === sent.current.trim()) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onSearch(text);
    }, props.delayMs ?? SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch, props.delayMs]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    sent.current = text;
    onSearch(text);
  };
  return (
    <Box as="search">
      <form onSubmit={submit}>
        <Field.Root>
          <Field.Label srOnly>{props.label}</Field.Label>
          <HStack gap="2" maxW="md">
            <Input
              type="search"
              name="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={props.placeholder}
              maxLength={200}
              autoComplete="off"
            />
            <Button type="submit" variant="outline">
              {props.buttonLabel}
            </Button>
          </HStack>
        </Field.Root>
      </form>
    </Box>
  );
}

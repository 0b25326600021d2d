import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function EmptyState(props: { title: string; hints?: string[]; children?: ReactNode }) {
  return (
    <Stack align="center" textAlign="center" py="16" gap="2" role="status">
      <svg
        width="48"
        height="48"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        aria-hidden="true"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-4-4" />
      </svg>
      <Text fontWeight="semibold" fontSize="lg">
        {props.title}
      </Text>
      {props.hints?.map((hint) => (
        <Text key={hint} color="fg.muted">
          {hint}
        </Text>
      ))}
      {props.children}
    </Stack>
  );
}

import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LineIcon } from '@/components/line-icon';

export function EmptyState(props: { title: string; hints?: string[]; children?: ReactNode }) {
  return (
    <Stack align="center" textAlign="center" py="16" gap="2" role="status">
      <LineIcon size={48} strokeWidth={1.5}>
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-4-4" />
      </LineIcon>
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

import { Badge, Box, chakra, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { type FragmentType, graphql, useFragment } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import type { MessageId } from '@/i18n/messages';
import { changedFields, prettyRecord } from './audit-diff';

export const AuditEntryFragment = graphql(`
  fragment AuditEntry_Entry on AuditEntry {
    id
    createdAt
    actor
    action
    summary
    before
    after
  }
`);

const ACTIONS: Record<string, MessageId> = {
  'screen.create': 'admin.changes.screenCreate',
  'screen.update': 'admin.changes.screenUpdate',
  'screen.delete': 'admin.changes.screenDelete',
  'screen.reorder': 'admin.changes.screenReorder',
  'app.update': 'admin.changes.appUpdate',
  'record.restore': 'admin.changes.recordRestore',
};

const Code = (props: { label: string; json: string }) => (
  <Stack gap="1" minW="0">
    <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
      {props.label}
    </Text>
    <chakra.pre
      tabIndex={0}
      aria-label={props.label}
      fontSize="xs"
      bg="bg.subtle"
      borderWidth="1px"
      rounded="md"
      p="3"
      maxH="64"
      overflow="auto"
      focusRing="outside"
    >
      {props.json}
    </chakra.pre>
  </Stack>
);

/** One audited write: when, who, what, and (on demand) the fields it changed with both records. */
export function AuditEntry(props: { entry: FragmentType<typeof AuditEntryFragment> }) {
  const t = useT();
  const intl = useIntl();
  const entry = useFragment(AuditEntryFragment, props.entry);
  const changes = changedFields(entry.before, entry.after);
  const before = prettyRecord(entry.before);
  const after = prettyRecord(entry.after);
  const action = ACTIONS[entry.action];
  return (
    <Stack as="li" gap="2" borderWidth="1px" rounded="lg" p="4" data-testid="audit-entry">
      <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
        <Badge colorPalette="brand">{action ? t(action) : entry.action}</Badge>
        <chakra.time dateTime={entry.createdAt}>
          {intl.formatDate(entry.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </chakra.time>
        <Text as="span">{t('admin.changes.by', { actor: entry.actor })}</Text>
      </HStack>
      {/* Written by the server when the change is recorded, in English. */}
      <Text fontWeight="medium" wordBreak="break-word" lang="en">
        {entry.summary}
      </Text>
      {(before || after) && (
        <chakra.details css={{ '& > summary': { cursor: 'pointer' } }}>
          <chakra.summary color="brand.fg" fontSize="sm" fontWeight="medium" focusRing="outside" rounded="sm">
            {t('admin.changes.details', { count: changes.length })}
          </chakra.summary>
          <Stack gap="3" mt="3">
            {changes.length > 0 && (
              <Stack as="ul" gap="1.5" listStyleType="none" m="0" p="0" fontSize="sm" data-testid="audit-changes">
                {changes.map((c) => (
                  <Box as="li" key={c.field} wordBreak="break-word">
                    {c.field && (
                      <Text as="span" fontWeight="semibold">
                        {c.field}:{' '}
                      </Text>
                    )}
                    <chakra.span srOnly>{t('admin.changes.before')}: </chakra.span>
                    <chakra.del color="red.700">{c.before}</chakra.del>
                    <Text as="span" aria-hidden="true">
                      {' → '}
                    </Text>
                    <chakra.span srOnly>, {t('admin.changes.after')}: </chakra.span>
                    <chakra.ins color="green.800" textDecoration="none">
                      {c.after}
                    </chakra.ins>
                  </Box>
                ))}
              </Stack>
            )}
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3">
              {before && <Code label={t('admin.changes.before')} json={before} />}
              {after && <Code label={t('admin.changes.after')} json={after} />}
            </SimpleGrid>
          </Stack>
        </chakra.details>
      )}
    </Stack>
  );
}

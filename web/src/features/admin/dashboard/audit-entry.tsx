import { Badge, Box, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { type FragmentType, graphql, useFragment } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import type { MessageId } from '@/i18n/messages';
import { useValueLabel } from '@/i18n/tag-label';
import { changedFields, recordName } from './audit-diff';

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
  'app.create': 'admin.changes.appCreate',
  'contribution.approve': 'admin.changes.contributionApprove',
  'contribution.reject': 'admin.changes.contributionReject',
};

// Field names as the admin reads them; a field the catalogs do not know shows its name.
const FIELD_PREFIX = 'admin.field';

const show = (value: string) => (value === '""' || value === 'null' ? '—' : value.replace(/^"(.*)"$/, '$1'));

/** One audited write: when, who, what, and (on demand) the fields it changed with both records. */
export function AuditEntry(props: { entry: FragmentType<typeof AuditEntryFragment> }) {
  const t = useT();
  const intl = useIntl();
  const entry = useFragment(AuditEntryFragment, props.entry);
  const label = useValueLabel();
  const changes = changedFields(entry.before, entry.after);
  const action = ACTIONS[entry.action];
  const name = recordName(entry.before, entry.after);
  const fields = changes.map((c) => label(FIELD_PREFIX, c.field)).filter(Boolean);
  // In the admin's language: what was done to which record, and (for an edit) which fields changed.
  const sentence = action
    ? t(`${action}Sentence` as MessageId, {
        name,
        fields: intl.formatList(fields, { type: 'conjunction' }),
        count: fields.length,
      })
    : entry.summary;
  return (
    <Stack as="li" gap="2" borderWidth="1px" rounded="lg" p="4" data-testid="audit-entry">
      <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
        <Badge colorPalette="brand">{action ? t(action) : entry.action}</Badge>
        <chakra.time dateTime={entry.createdAt}>
          {intl.formatDate(entry.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </chakra.time>
        <Text as="span">{t('admin.changes.by', { actor: entry.actor })}</Text>
      </HStack>
      <Text fontWeight="medium" wordBreak="break-word" data-testid="audit-sentence">
        {sentence}
      </Text>
      {changes.length > 0 && (
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
                        {label(FIELD_PREFIX, c.field)}:{' '}
                      </Text>
                    )}
                    <chakra.span srOnly>{t('admin.changes.before')}: </chakra.span>
                    <chakra.del color="red.700">{show(c.before)}</chakra.del>
                    <Text as="span" aria-hidden="true">
                      {' → '}
                    </Text>
                    <chakra.span srOnly>, {t('admin.changes.after')}: </chakra.span>
                    <chakra.ins color="green.800" textDecoration="none">
                      {show(c.after)}
                    </chakra.ins>
                  </Box>
                ))}
              </Stack>
            )}
          </Stack>
        </chakra.details>
      )}
    </Stack>
  );
}

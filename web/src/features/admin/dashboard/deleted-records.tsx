import { useMutation } from '@apollo/client/react';
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { toaster } from '@/components/ui/toaster-store';
import { type FragmentType, graphql, useFragment } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { callErrorMessage, resultError } from '@/lib/result-error';

export const DeletedRecordFragment = graphql(`
  fragment DeletedRecords_Record on DeletedRecord {
    airtableId
    entity
    name
    deletedBy
    deletedAt
  }
`);

const RestoreMutation = graphql(`
  mutation RestoreDeletedRecord($airtableId: String!) {
    restoreDeletedRecord(airtableId: $airtableId) {
      __typename
      ... on RestoreDeletedRecordSuccess {
        data {
          airtableId
          name
        }
      }
      ...ResultError
    }
  }
`);

/** Synced records an admin deleted: the sync leaves them deleted until one is restored here. */
export function DeletedRecords(props: {
  records: FragmentType<typeof DeletedRecordFragment>[] | undefined;
  onRestored: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  const records = useFragment(DeletedRecordFragment, props.records);
  const [restore, { loading }] = useMutation(RestoreMutation);
  const [restoring, setRestoring] = useState<string | null>(null);

  const onRestore = async (airtableId: string, name: string) => {
    setRestoring(airtableId);
    try {
      const { data } = await restore({ variables: { airtableId } });
      const result = data?.restoreDeletedRecord;
      if (result?.__typename === 'RestoreDeletedRecordSuccess') {
        toaster.success({
          id: 'record-restore',
          title: t('admin.deleted.restored'),
          description: t('admin.deleted.restoredDesc', { name }),
        });
        props.onRestored();
      } else
        toaster.error({
          id: 'record-restore',
          title: t('admin.error'),
          description: resultError(result)?.message ?? t('admin.genericError'),
        });
    } catch (error) {
      toaster.error({
        id: 'record-restore',
        title: t('admin.error'),
        description: callErrorMessage(error) ?? t('admin.genericError'),
      });
    }
    setRestoring(null);
  };

  return (
    <Stack gap="3">
      <Heading as="h3" size="md" id="admin-deleted-title">
        {t('admin.deleted.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('admin.deleted.help')}
      </Text>
      {records?.length === 0 && <Text color="fg.muted">{t('admin.deleted.empty')}</Text>}
      {records && records.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-labelledby="admin-deleted-title">
          {records.map((r) => (
            <HStack
              as="li"
              key={r.airtableId}
              gap="3"
              justify="space-between"
              wrap="wrap"
              borderWidth="1px"
              rounded="lg"
              p="3"
            >
              <Stack gap="0.5" minW="0">
                <Text fontWeight="medium" wordBreak="break-word">
                  {r.name}
                </Text>
                <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                  {t('admin.deleted.meta', {
                    id: r.airtableId,
                    actor: r.deletedBy,
                    when: intl.formatDate(r.deletedAt, { dateStyle: 'medium', timeStyle: 'short' }),
                  })}
                </Text>
              </Stack>
              <Button
                size="sm"
                variant="outline"
                aria-label={t('admin.deleted.restoreName', { name: r.name })}
                loading={restoring === r.airtableId}
                disabled={loading}
                onClick={() => onRestore(r.airtableId, r.name)}
              >
                {t('admin.deleted.restore')}
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

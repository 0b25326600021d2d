import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useT } from '@/i18n/i18n-provider';
import type { MessageId } from '@/i18n/messages';

/** What a moderator confirms of every screenshot before Approve is enabled: no personal data shows. */
export const CHECKS = [
  { key: 'names', label: 'admin.contributions.check.names' },
  { key: 'documents', label: 'admin.contributions.check.documents' },
  { key: 'addresses', label: 'admin.contributions.check.addresses' },
  { key: 'photos', label: 'admin.contributions.check.photos' },
] as const satisfies readonly { key: string; label: MessageId }[];

export type CheckKey = (typeof CHECKS)[number]['key'];

export const allChecked = (checked: ReadonlySet<CheckKey>) => CHECKS.every((c) => checked.has(c.key));

/** The checklist: native checkboxes in a fieldset, with how many are ticked (announced as it changes). */
export function ScreensChecklist(props: {
  /** The id of the text the Approve button points to (aria-describedby). */
  hintId: string;
  checked: ReadonlySet<CheckKey>;
  onChange: (key: CheckKey, checked: boolean) => void;
}) {
  const t = useT();
  const legendId = useId();
  const done = CHECKS.filter((c) => props.checked.has(c.key)).length;
  const complete = done === CHECKS.length;
  return (
    // The border is the box's, not the fieldset's: a legend would sit on a fieldset's border.
    <Box
      p="4"
      borderWidth="1px"
      rounded="lg"
      borderColor={complete ? 'green.600' : 'orange.500'}
      bg={complete ? 'green.subtle' : 'orange.subtle'}
      data-testid="screens-checklist"
    >
      <Stack as="fieldset" aria-labelledby={legendId} gap="2" m="0" p="0" border="0" minW="0">
        <Text as="legend" id={legendId} fontWeight="semibold" p="0" mb="1">
          {t('admin.contributions.checklistTitle')}
        </Text>
        <Text id={props.hintId} fontSize="sm">
          {t('admin.contributions.checklistIntro')}
        </Text>
        <Stack as="ul" gap="1.5" listStyleType="none" m="0" p="0">
          {CHECKS.map((check) => (
            <li key={check.key}>
              <chakra.label display="flex" alignItems="flex-start" gap="2" fontSize="sm" cursor="pointer">
                <chakra.input
                  type="checkbox"
                  name={`check-${check.key}`}
                  mt="0.5"
                  w="4"
                  h="4"
                  flexShrink={0}
                  checked={props.checked.has(check.key)}
                  onChange={(e) => props.onChange(check.key, e.target.checked)}
                  css={{ accentColor: 'var(--chakra-colors-brand-600)' }}
                />
                {t(check.label)}
              </chakra.label>
            </li>
          ))}
        </Stack>
        <Text fontSize="sm" fontWeight="medium" role="status" data-testid="screens-checklist-count">
          {t('admin.contributions.checklistDone', { done, total: CHECKS.length })}
        </Text>
      </Stack>
    </Box>
  );
}

import { Badge, Box, Button, Link as ChakraLink, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { type FragmentType, graphql, useFragment } from '@/gql';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { KIND_LABELS, safeLink, subjectOf } from './labels';
import { ScreensApp } from './screens-app';
import { allChecked, type CheckKey, ScreensChecklist } from './screens-checklist';
import { SubmissionImages } from './submission-images';

export const ContributionItemFragment = graphql(`
  fragment ContributionItem_Contribution on Contribution {
    id
    kind
    status
    language
    appName
    appLink
    appId
    appType
    appPlatform
    appCountry
    screenId
    collectionId
    images {
      position
      flow
      notes
      width
      height
    }
    message
    rejectReason
    resultAppId
    decidedBy
    decidedAt
    createdAt
  }
`);

/** The id of an item's heading: the queue moves the focus there after a decision. */
export const itemHeadingId = (id: number) => `contribution-${id}-title`;

const dateStyle = { dateStyle: 'medium', timeStyle: 'short' } as const;

const KIND_PALETTES = {
  app_request: 'brand',
  correction: 'orange',
  screens: 'purple',
  collection_report: 'red',
} as const;

/**
 * The checklist's ticks, for the screenshots they were given for: when the visitor's images change
 * (they may still be sending while the item is shown), the moderator checks again.
 */
function useChecklist(images: readonly { position: number; width: number; height: number }[]) {
  const signature = images.map((i) => `${i.position}:${i.width}x${i.height}`).join(',');
  const [state, setState] = useState<{ signature: string; checked: ReadonlySet<CheckKey> }>({
    signature,
    checked: new Set(),
  });
  const checked = state.signature === signature ? state.checked : new Set<CheckKey>();
  const toggle = (key: CheckKey, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(key);
    else next.delete(key);
    setState({ signature, checked: next });
  };
  return { checked, toggle };
}

/**
 * One submission as the visitor sent it: plain text only (React escapes it; line breaks kept), the
 * visitor's link never followed with the site's referrer or rank, and the decision when there is one.
 */
export function ContributionItem(props: {
  contribution: FragmentType<typeof ContributionItemFragment>;
  onApprove: () => void;
  onReject: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  const { localize } = useLanguage();
  const c = useFragment(ContributionItemFragment, props.contribution);
  const subject = subjectOf(c, t);
  const checklist = useChecklist(c.images);
  const hintId = useId();
  const screens = c.kind === 'screens';
  // A report's approval takes the collection down; its rejection dismisses the report.
  const report = c.kind === 'collection_report';
  const pending = c.status === 'pending';
  // A 'screens' submission is approved only with its screenshots, each checked for personal data.
  const approvable = !screens || (c.images.length > 0 && allChecked(checklist.checked));
  const headingId = itemHeadingId(c.id);
  const link = safeLink(c.appLink);
  const appPage = c.appId === null ? null : localize(`/app/${c.appId}`);
  const language =
    c.language === 'en'
      ? t('admin.contributions.lang.en')
      : c.language === 'pt'
        ? t('admin.contributions.lang.pt')
        : c.language;
  return (
    <Stack
      as="article"
      aria-labelledby={headingId}
      gap="3"
      borderWidth="1px"
      rounded="xl"
      p="5"
      data-testid="contribution"
      data-kind={c.kind}
    >
      <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
        <Badge colorPalette={KIND_PALETTES[c.kind]}>{t(KIND_LABELS[c.kind])}</Badge>
        <Text as="span">
          {t('admin.contributions.sentOn', {
            date: intl.formatDate(c.createdAt, dateStyle),
          })}
        </Text>
        <Text as="span" aria-hidden="true">
          ·
        </Text>
        <Text as="span">{t('admin.contributions.language', { language })}</Text>
      </HStack>
      <Heading
        as="h2"
        size="md"
        id={headingId}
        tabIndex={-1}
        wordBreak="break-word"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        {c.kind === 'correction' ? t('admin.contributions.correctionAbout', { name: subject }) : subject}
      </Heading>
      {c.kind === 'app_request' &&
        (link ? (
          <Text fontSize="sm" wordBreak="break-all">
            {t('admin.contributions.link')}{' '}
            <ChakraLink href={link} target="_blank" rel="noopener noreferrer nofollow" color="brand.fg">
              {link}
              <chakra.span srOnly> {t('admin.newTab')}</chakra.span>
            </ChakraLink>
          </Text>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t('admin.contributions.noLink')}
          </Text>
        ))}
      {c.kind === 'correction' && appPage && (
        <HStack gap="4" wrap="wrap" fontSize="sm">
          <ChakraLink href={appPage} target="_blank" rel="noopener" color="brand.fg">
            {t('admin.contributions.appPage', { name: subject })}
            <chakra.span srOnly> {t('admin.newTab')}</chakra.span>
          </ChakraLink>
          {c.screenId !== null && (
            <ChakraLink href={`${appPage}?screen=${c.screenId}`} target="_blank" rel="noopener" color="brand.fg">
              {t('admin.contributions.screenPage', { id: c.screenId })}
              <chakra.span srOnly> {t('admin.newTab')}</chakra.span>
            </ChakraLink>
          )}
        </HStack>
      )}
      {c.kind === 'collection_report' && c.collectionId && (
        // Issue 38: the reported collection, as visitors see it (taken down, it says so).
        <ChakraLink
          href={localize(`/colecao/${encodeURIComponent(c.collectionId)}`)}
          target="_blank"
          rel="noopener"
          color="brand.fg"
          fontSize="sm"
          alignSelf="start"
          data-testid="reported-collection"
        >
          {t('admin.contributions.collectionPage')}
          <chakra.span srOnly> {t('admin.newTab')}</chakra.span>
        </ChakraLink>
      )}
      {screens && <ScreensApp contribution={c} subject={subject} />}
      {/* A 'screens' submission's text is optional: nothing is shown when the visitor wrote none. */}
      {(!screens || c.message.trim() !== '') && (
        <Box as="figure" m="0">
          <Text as="figcaption" fontSize="sm" fontWeight="semibold" mb="1">
            {t('admin.contributions.message')}
          </Text>
          <Text
            as="blockquote"
            m="0"
            ps="3"
            borderStartWidth="3px"
            borderColor="border"
            whiteSpace="pre-wrap"
            wordBreak="break-word"
            data-testid="contribution-message"
          >
            {c.message}
          </Text>
        </Box>
      )}
      {screens && pending && (
        <Stack gap="3">
          <Text fontSize="sm" fontWeight="semibold" data-testid="contribution-image-count">
            {t('admin.contributions.imageCount', { count: c.images.length })}
          </Text>
          {c.images.length > 0 ? (
            <>
              <SubmissionImages contributionId={c.id} images={c.images} />
              <ScreensChecklist hintId={hintId} checked={checklist.checked} onChange={checklist.toggle} />
            </>
          ) : (
            <Text id={hintId} fontSize="sm" color="fg.muted">
              {t('admin.contributions.noImages')}
            </Text>
          )}
        </Stack>
      )}
      <Decision contribution={c} />
      {pending && (
        <HStack gap="3" wrap="wrap">
          <Button
            colorPalette="brand"
            size="sm"
            onClick={props.onApprove}
            disabled={!approvable}
            // The site's theme has no `disabled` layer style (system.ts keeps only what it renders).
            _disabled={{ opacity: 0.5, cursor: 'not-allowed' }}
            aria-describedby={screens ? hintId : undefined}
            aria-label={t(report ? 'admin.contributions.takeDownItem' : 'admin.contributions.approveItem', {
              name: subject,
            })}
          >
            {t(report ? 'admin.contributions.takeDown' : 'admin.contributions.approve')}
          </Button>
          <Button
            variant="outline"
            colorPalette="red"
            size="sm"
            onClick={props.onReject}
            aria-label={t(report ? 'admin.contributions.dismissItem' : 'admin.contributions.rejectItem', {
              name: subject,
            })}
          >
            {t(report ? 'admin.contributions.dismiss' : 'admin.contributions.reject')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

type Decided = {
  kind: string;
  status: string;
  decidedBy: string | null;
  decidedAt: string | null;
  rejectReason: string | null;
  resultAppId: number | null;
};

/** Who decided and when; the reason the visitor reads; the app an approved request became. */
function Decision(props: { contribution: Decided }) {
  const t = useT();
  const intl = useIntl();
  const { localize } = useLanguage();
  const c = props.contribution;
  if (c.status === 'pending') return null;
  if (c.status === 'expired') {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('admin.contributions.expiredNote')}
      </Text>
    );
  }
  return (
    <Stack gap="2" fontSize="sm" data-testid="contribution-decision">
      <Text color="fg.muted">
        {t('admin.contributions.decidedBy', {
          status: c.status,
          actor: c.decidedBy ?? '—',
          date: c.decidedAt ? intl.formatDate(c.decidedAt, dateStyle) : '—',
        })}
      </Text>
      {c.rejectReason && (
        <Box>
          <Text fontWeight="semibold">{t('admin.contributions.reasonShown')}</Text>
          <Text whiteSpace="pre-wrap" wordBreak="break-word">
            {c.rejectReason}
          </Text>
        </Box>
      )}
      {c.kind === 'screens' && c.status === 'rejected' && (
        <Text color="fg.muted">{t('admin.contributions.imagesDeleted')}</Text>
      )}
      {c.resultAppId !== null && (
        <ChakraLink href={localize(`/app/${c.resultAppId}`)} target="_blank" rel="noopener" color="brand.fg">
          {t(c.kind === 'screens' ? 'admin.contributions.screensPage' : 'admin.contributions.createdApp')}
          <chakra.span srOnly> {t('admin.newTab')}</chakra.span>
        </ChakraLink>
      )}
    </Stack>
  );
}

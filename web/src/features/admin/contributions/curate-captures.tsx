import { Box, chakra, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { type ReactNode, useId, useState } from 'react';
import { type FragmentType, graphql, useFragment } from '@/gql';
import type { ApprovedScreenInput } from '@/gql/graphql';
import { useT } from '@/i18n/i18n-provider';
import type { MessageId } from '@/i18n/messages';
import { useAdminSession } from '@/lib/admin-session';
import { TagPicker } from '../screens/tag-picker';
import { textareaRecipe } from '../shell/field-recipes';
import { FormField } from '../shell/form-field';
import { adminImageUrl, useAdminImage } from './use-admin-image';

// Issue 53: a visitor's screenshots are curated before they go live. Each capture's name, flow, tags,
// description and alt text, prefilled with the server's suggestions; a capture left out is deleted.

export const CurateCapturesFragment = graphql(`
  fragment CurateCaptures_Image on ContributionImage {
    position
    flow
    suggestion {
      name
      flow
      tags
      description
      altText
    }
  }
`);

type Capture = {
  position: number;
  publish: boolean;
  name: string;
  flow: string;
  tags: string[];
  description: string;
  altText: string;
};
type Problem = 'name' | 'flow';
const PROBLEM_WORDS: Record<Problem, MessageId> = {
  name: 'admin.contributions.captureNameRequired',
  flow: 'admin.contributions.captureFlowRequired',
};

/**
 * The captures' state: `check()` marks what is missing and focuses it (false when something is),
 * `input()` the captures to publish, `node` the fields.
 */
export function useCaptures(contributionId: number, images: readonly FragmentType<typeof CurateCapturesFragment>[]) {
  const read = useFragment(CurateCapturesFragment, images);
  const [captures, setCaptures] = useState<Capture[]>(() =>
    read.map((image) => ({
      position: image.position,
      publish: true,
      name: image.suggestion.name,
      flow: image.suggestion.flow,
      tags: [...image.suggestion.tags],
      description: image.suggestion.description ?? '',
      altText: image.suggestion.altText ?? '',
    })),
  );
  const [problems, setProblems] = useState<Record<string, Problem>>({});
  const [none, setNone] = useState(false);
  const noneId = useId();

  const set = (index: number, change: Partial<Capture>) => {
    setCaptures((all) => all.map((c, i) => (i === index ? { ...c, ...change } : c)));
    setProblems((p) => {
      const next = { ...p };
      for (const field of Object.keys(change)) delete next[`screens.${index}.${field}`];
      return next;
    });
    if (change.publish) setNone(false);
  };

  const check = (): boolean => {
    const found: Record<string, Problem> = {};
    captures.forEach((c, i) => {
      if (!c.publish) return;
      if (c.name.trim() === '') found[`screens.${i}.name`] = 'name';
      if (c.flow.trim() === '') found[`screens.${i}.flow`] = 'flow';
    });
    setProblems(found);
    const noneChosen = !captures.some((c) => c.publish);
    setNone(noneChosen);
    const first = Object.keys(found)[0];
    const element = first ? document.getElementsByName(first)[0] : noneChosen ? document.getElementById(noneId) : null;
    element?.focus();
    return !first && !noneChosen;
  };

  const input = (): ApprovedScreenInput[] =>
    captures
      .filter((c) => c.publish)
      .map((c) => ({
        position: c.position,
        name: c.name.trim(),
        flow: c.flow.trim(),
        tags: c.tags,
        description: c.description.trim() || null,
        altText: c.altText.trim() || null,
      }));

  const node = (
    <CaptureList
      contributionId={contributionId}
      captures={captures}
      problems={problems}
      none={none}
      noneId={noneId}
      onChange={set}
    />
  );
  return { check, input, node };
}

function CaptureList(props: {
  contributionId: number;
  captures: Capture[];
  problems: Record<string, Problem>;
  none: boolean;
  noneId: string;
  onChange: (index: number, change: Partial<Capture>) => void;
}) {
  const t = useT();
  const titleId = useId();
  const count = props.captures.length;
  const publish = props.captures.filter((c) => c.publish).length;
  return (
    <Stack as="section" aria-labelledby={titleId} gap="4" data-testid="curate-captures">
      <Text as="h3" id={titleId} fontWeight="semibold">
        {t('admin.contributions.capturesTitle')}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('admin.contributions.capturesIntro')}
      </Text>
      {props.captures.map((capture, index) => (
        <CaptureFields
          key={capture.position}
          contributionId={props.contributionId}
          capture={capture}
          count={count}
          index={index}
          problem={(field) => {
            const found = props.problems[`screens.${index}.${field}`];
            return found ? { id: PROBLEM_WORDS[found] } : undefined;
          }}
          onChange={(change) => props.onChange(index, change)}
        />
      ))}
      <Text
        id={props.noneId}
        tabIndex={-1}
        role={props.none ? 'alert' : undefined}
        fontWeight="medium"
        color={props.none ? 'red.700' : undefined}
        data-testid="capture-count"
      >
        {props.none
          ? t('admin.contributions.captureNone')
          : t('admin.contributions.captureCount', { publish, left: count - publish })}
      </Text>
    </Stack>
  );
}

function CaptureFields(props: {
  contributionId: number;
  capture: Capture;
  count: number;
  index: number;
  problem: (field: Problem) => { id: MessageId } | undefined;
  onChange: (change: Partial<Capture>) => void;
}): ReactNode {
  const t = useT();
  const { token } = useAdminSession();
  const legendId = useId();
  const { capture, index } = props;
  const { image } = useAdminImage(adminImageUrl(props.contributionId, capture.position), token, true);
  const name = (field: string) => `screens.${index}.${field}`;
  return (
    <Stack
      as="fieldset"
      aria-labelledby={legendId}
      gap="3"
      m="0"
      p="3"
      borderWidth="1px"
      rounded="md"
      minW="0"
      data-testid="curate-capture"
      data-publish={capture.publish}
    >
      <Text as="legend" id={legendId} fontWeight="semibold" px="1">
        {t('admin.contributions.captureLegend', { position: capture.position, count: props.count, flow: capture.flow })}
      </Text>
      <Stack direction="row" gap="3" align="start">
        <Box w="16" flexShrink={0} borderWidth="1px" rounded="sm" overflow="hidden" bg="bg.muted" minH="12">
          {image.state === 'ready' && <chakra.img src={image.url} alt="" w="full" display="block" />}
        </Box>
        <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer">
          <chakra.input
            type="checkbox"
            checked={capture.publish}
            onChange={(e) => props.onChange({ publish: e.target.checked })}
            css={{ accentColor: 'var(--chakra-colors-brand-600)' }}
          />
          {t('admin.contributions.capturePublish')}
        </chakra.label>
      </Stack>
      {capture.publish ? (
        <>
          <FormField label={t('admin.screens.name')} problem={props.problem('name')} required>
            <Input
              name={name('name')}
              maxLength={200}
              value={capture.name}
              onChange={(e) => props.onChange({ name: e.target.value })}
            />
          </FormField>
          <FormField label={t('admin.screens.flow')} problem={props.problem('flow')} required>
            <Input
              name={name('flow')}
              maxLength={100}
              value={capture.flow}
              onChange={(e) => props.onChange({ flow: e.target.value })}
            />
          </FormField>
          <TagPicker tags={capture.tags} onChange={(tags) => props.onChange({ tags })} />
          <FormField label={t('admin.screens.description')}>
            <Textarea
              recipe={textareaRecipe}
              name={name('description')}
              rows={2}
              maxLength={2000}
              value={capture.description}
              onChange={(e) => props.onChange({ description: e.target.value })}
            />
          </FormField>
          <FormField label={t('admin.screens.altText')} help={t('admin.screens.altTextHelp')}>
            <Textarea
              recipe={textareaRecipe}
              name={name('altText')}
              rows={2}
              maxLength={500}
              value={capture.altText}
              onChange={(e) => props.onChange({ altText: e.target.value })}
            />
          </FormField>
        </>
      ) : (
        <Text fontSize="sm" data-testid="capture-left-out">
          {t('admin.contributions.captureLeftOut')}
        </Text>
      )}
    </Stack>
  );
}

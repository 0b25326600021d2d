import { Box, Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { toaster } from '@/components/ui/toaster-store';
import { type FragmentType, graphql, useFragment } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { ApproveForm } from './approve-form';
import { useCaptures } from './curate-captures';
import { subjectOf } from './labels';
import { RejectForm } from './reject-form';
import { describedApp } from './screens-app';
import { type Outcome, useDecide } from './use-decide';

export const DecisionDialogFragment = graphql(`
  fragment DecisionDialog_Contribution on Contribution {
    id
    kind
    appId
    appName
    appLink
    appType
    appPlatform
    appCountry
    collectionId
    images {
      position
      ...CurateCaptures_Image
    }
    imagesVersion
  }
`);

export type DecisionAction = 'approve' | 'reject';

/** How a dialog ended: `decided` (this admin's decision), `closed` (someone else's came first, or gone). */
export type Finish = 'decided' | 'closed';

export const DECISION_TOAST = 'contribution-decision';

/**
 * Approve (an app request: its app's details, edited before it is created; screenshots: the new app's
 * details, or a confirmation that they go to the app in the catalogue; a correction: a confirmation)
 * or reject (with the reason the visitor will read), in a modal dialog: focus stays
 * inside, Escape and Cancel close it while nothing is being sent.
 */
export function DecisionDialog(props: {
  contribution: FragmentType<typeof DecisionDialogFragment>;
  action: DecisionAction;
  onCancel: () => void;
  onFinish: (how: Finish) => void;
  /** Where the focus goes once a decision made the item leave the list (else back to its button). */
  finalFocusEl: () => HTMLElement | null;
}) {
  const t = useT();
  const c = useFragment(DecisionDialogFragment, props.contribution);
  const subject = subjectOf(c, t);
  const decide = useDecide();
  const busy = decide.approving || decide.rejecting;
  const formId = useId();
  const imageCount = c.images.length;
  const captures = useCaptures(c.id, c.images);

  /** Says what a decision came to; true when the dialog stays open (refused fields, failure). */
  const settle = (outcome: Outcome, success: { title: string; description: string }) => {
    if (outcome.kind === 'done') {
      toaster.success({ id: DECISION_TOAST, ...success });
      props.onFinish('decided');
      return false;
    }
    if (outcome.kind === 'closed') {
      toaster.error({
        id: DECISION_TOAST,
        title: t(outcome.reason === 'decided' ? 'admin.contributions.alreadyDecided' : 'admin.contributions.gone'),
        description: outcome.message,
      });
      props.onFinish('closed');
      return false;
    }
    if (outcome.kind === 'failed') {
      toaster.error({
        id: DECISION_TOAST,
        title: t('admin.error'),
        description: outcome.message || t('admin.contributions.failed'),
      });
    }
    return true;
  };

  let title: string;
  let body: ReactNode;
  let submit: { label: string; busyLabel: string; palette: 'brand' | 'red' };
  const report = c.kind === 'collection_report';
  if (props.action === 'reject') {
    // A collection's report is dismissed: the collection stays up.
    title = t(report ? 'admin.contributions.dismissTitle' : 'admin.contributions.rejectTitle', { name: subject });
    submit = {
      label: t(report ? 'admin.contributions.dismissSubmit' : 'admin.contributions.rejectSubmit'),
      busyLabel: t('admin.contributions.rejecting'),
      palette: 'red',
    };
    body = (
      <RejectForm
        formId={formId}
        busy={busy}
        warning={
          c.kind === 'screens' && imageCount > 0
            ? t('admin.contributions.rejectImages', { count: imageCount })
            : undefined
        }
        send={async (reason) => {
          const outcome = await decide.reject(c.id, reason);
          return settle(outcome, {
            title: t(report ? 'admin.contributions.dismissed' : 'admin.contributions.rejected'),
            description: t('admin.contributions.rejectedDesc'),
          })
            ? outcome
            : null;
        }}
      />
    );
  } else if (c.kind === 'app_request') {
    title = t('admin.contributions.approveTitle', { name: subject });
    submit = {
      label: t('admin.contributions.approveSubmit'),
      busyLabel: t('admin.contributions.approving'),
      palette: 'brand',
    };
    body = (
      <ApproveForm
        formId={formId}
        busy={busy}
        initial={{ name: c.appName ?? '', url: c.appLink ?? '' }}
        send={async (input) => {
          const outcome = await decide.approve(c.id, input);
          return settle(outcome, {
            title: t('admin.contributions.approved'),
            description: t('admin.contributions.approvedDesc', { name: input.name }),
          })
            ? outcome
            : null;
        }}
      />
    );
  } else if (report) {
    // Issue 38: taking a reported collection down (it is kept, shown to no one).
    title = t('admin.contributions.takeDownTitle', { name: subject });
    submit = {
      label: t('admin.contributions.takeDown'),
      busyLabel: t('admin.contributions.approving'),
      palette: 'red',
    };
    body = (
      <ConfirmForm
        formId={formId}
        onConfirm={async () => {
          if (busy) return;
          settle(await decide.approve(c.id), {
            title: t('admin.contributions.takenDown'),
            description: t('admin.contributions.takenDownDesc'),
          });
        }}
      >
        {t('admin.contributions.takeDownDesc')}
      </ConfirmForm>
    );
  } else if (c.kind === 'screens' && c.appId === null) {
    // Screenshots of a new app: the app is created (live unless planned) with them on its page.
    const described = describedApp(c, t);
    title = t('admin.contributions.approveScreensTitle', { name: subject });
    submit = {
      label: t('admin.contributions.approveScreensNewSubmit'),
      busyLabel: t('admin.contributions.approving'),
      palette: 'brand',
    };
    body = (
      <ApproveForm
        formId={formId}
        busy={busy}
        initial={{ name: c.appName ?? '', url: c.appLink ?? '' }}
        screens={{
          count: imageCount,
          described: [described.type, described.platform, described.country].filter(Boolean).join(' · '),
        }}
        check={captures.check}
        send={async (input) => {
          // The images as the moderator saw them: changed ones are refused, never published unseen.
          const screens = captures.input();
          const outcome = await decide.approve(c.id, { ...input, imagesVersion: c.imagesVersion, screens });
          return settle(outcome, {
            title: t('admin.contributions.screensApproved'),
            description: t('admin.contributions.screensApprovedNew', { name: input.name }),
          })
            ? outcome
            : null;
        }}
      >
        {captures.node}
      </ApproveForm>
    );
  } else if (c.kind === 'screens') {
    // Screenshots of an app in the catalogue: they are added after its screens; nothing else changes.
    title = t('admin.contributions.approveScreensTitle', { name: subject });
    submit = {
      label: t('admin.contributions.approveScreensSubmit'),
      busyLabel: t('admin.contributions.approving'),
      palette: 'brand',
    };
    body = (
      <ConfirmForm
        formId={formId}
        onConfirm={async () => {
          if (busy || !captures.check()) return;
          const screens = captures.input();
          const outcome = await decide.approve(c.id, { imagesVersion: c.imagesVersion, screens });
          const open = settle(outcome, {
            title: t('admin.contributions.screensApproved'),
            description: t('admin.contributions.screensApprovedDesc', { count: screens.length, name: subject }),
          });
          // A refusal of the captures (the checks above should leave none) is still said.
          if (open && outcome.kind === 'invalid') {
            toaster.error({ id: DECISION_TOAST, title: t('admin.error'), description: outcome.message });
          }
        }}
        extra={captures.node}
      >
        {t('admin.contributions.approveScreensExisting', { count: imageCount, name: subject })}
      </ConfirmForm>
    );
  } else {
    title = t('admin.contributions.approveCorrectionTitle', { name: subject });
    submit = {
      label: t('admin.contributions.approve'),
      busyLabel: t('admin.contributions.approving'),
      palette: 'brand',
    };
    body = (
      <ConfirmForm
        formId={formId}
        onConfirm={async () => {
          if (busy) return;
          settle(await decide.approve(c.id), {
            title: t('admin.contributions.correctionApproved'),
            description: t('admin.contributions.correctionApprovedDesc'),
          });
        }}
      >
        {t('admin.contributions.approveCorrectionDesc')}
      </ConfirmForm>
    );
  }

  return (
    <Dialog.Root
      open
      onOpenChange={(e) => {
        if (!e.open && !busy) props.onCancel();
      }}
      placement="center"
      scrollBehavior="inside"
      size={{ mdDown: 'full', md: 'lg' }}
      // The form's first field (the app's name, the reason); a correction's confirmation starts on Cancel.
      initialFocusEl={() => document.getElementById(formId)?.querySelector<HTMLElement>('input, textarea') ?? null}
      finalFocusEl={props.finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="decision-dialog">
            <Dialog.Header>
              <Dialog.Title pe="8" wordBreak="break-word">
                {title}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{body}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={props.onCancel} disabled={busy}>
                {t('admin.cancel')}
              </Button>
              <Button
                type="submit"
                form={formId}
                colorPalette={submit.palette}
                loading={busy}
                loadingText={submit.busyLabel}
              >
                {submit.label}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild position="absolute" top="2" insetEnd="2">
              <CloseButton size="sm" aria-label={t('admin.close')} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** An approval with nothing to fill in: what it does, and the dialog's submit button confirms it. */
function ConfirmForm(props: { formId: string; onConfirm: () => void; children: ReactNode; extra?: ReactNode }) {
  return (
    <form
      id={props.formId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onConfirm();
      }}
    >
      <Text>{props.children}</Text>
      {props.extra && <Box mt="5">{props.extra}</Box>}
    </form>
  );
}

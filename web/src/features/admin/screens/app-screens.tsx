import { Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { FragmentType } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { ConfirmDialog } from '../shell/confirm-dialog';
import type { AppRef } from '../shell/content-cache';
import { BulkBar } from './bulk-bar';
import { EditScreenDialog, type EditScreenFragment } from './edit-screen-dialog';
import { FlowKindField, useFlowKinds } from './flow-kind-field';
import { groupByFlow, movedIds } from './reorder';
import { type AdminScreenRowFragment, ScreenRow } from './screen-row';
import { useScreenActions } from './use-screen-actions';

type Listed = { id: string; dbId: number; name: string; flow: string; altText?: string | null };
type Screen = Listed & FragmentType<typeof AdminScreenRowFragment> & FragmentType<typeof EditScreenFragment>;

/** The app's screens grouped by flow (the public page's order), each with edit, delete and move. */
export function AppScreens(props: {
  app: AppRef & { dbId: number; name: string };
  screens: Screen[];
  apps: { dbId: number; name: string }[] | undefined;
}) {
  const t = useT();
  const [editing, setEditing] = useState<Screen | null>(null);
  const [deleting, setDeleting] = useState<Screen | null>(null);
  // After a move the row changes place: the focus follows its button (or the other one at an end).
  const [refocus, setRefocus] = useState<{ id: number; up: boolean } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Screens picked for one bulk change; a screen gone from the list (deleted) leaves the selection.
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const selected = props.screens.map((s) => s.dbId).filter((id) => picked.has(id));
  const pick = (id: number, on: boolean) =>
    setPicked((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const actions = useScreenActions(props.app);
  const flowKinds = useFlowKinds(props.app.dbId);
  const groups = groupByFlow(props.screens);
  // The site promises alt text on every screen: the ones without it are counted and marked.
  const missingAlt = props.screens.filter((s) => !s.altText?.trim()).length;

  useEffect(() => {
    if (!refocus || actions.moving) return;
    const find = (up: boolean) =>
      document.querySelector<HTMLButtonElement>(`[data-move="${refocus.id}:${up ? 'up' : 'down'}"]`);
    const button = find(refocus.up);
    (button && !button.disabled ? button : find(!refocus.up))?.focus();
    setRefocus(null);
  }, [refocus, actions.moving]);

  const move = async (flow: string, ids: number[], id: number, step: -1 | 1) => {
    const next = movedIds(ids, id, step);
    if (!next) return;
    if (await actions.reorder(flow, next)) setRefocus({ id, up: step < 0 });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    if (await actions.remove(deleting.dbId, deleting.name)) {
      setDeleting(null);
      headingRef.current?.focus();
    }
  };

  return (
    <Stack as="section" aria-labelledby="admin-app-screens" gap="5">
      <Heading
        as="h3"
        size="lg"
        id="admin-app-screens"
        ref={headingRef}
        tabIndex={-1}
        _focusVisible={{ outline: 'none' }}
      >
        {t('admin.edit.screensTitle', { count: props.screens.length })}
      </Heading>
      {missingAlt > 0 && (
        <Text data-testid="missing-alt-count" fontWeight="medium">
          {t('admin.edit.missingAltCount', { count: missingAlt })}
        </Text>
      )}
      <BulkBar app={props.app} selected={selected} onDone={() => setPicked(new Set())} />
      {groups.length === 0 && <Text color="fg.muted">{t('admin.edit.noScreens')}</Text>}
      {flowKinds.failed && <Text color="fg.error">{t('admin.flowKind.loadFailed')}</Text>}
      {groups.map((group) => {
        const ids = group.screens.map((s) => s.dbId);
        return (
          <Stack as="section" key={group.flow} aria-label={group.flow} gap="3" data-testid="admin-flow">
            <Heading as="h4" size="md">
              {group.flow}
            </Heading>
            {flowKinds.kinds && (
              <FlowKindField
                key={group.flow}
                appId={props.app.dbId}
                flow={group.flow}
                kinds={flowKinds.kinds}
                choice={flowKinds.choices.get(group.flow)}
              />
            )}
            <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
              {group.screens.map((screen, i) => (
                <ScreenRow
                  key={screen.id}
                  screen={screen}
                  first={i === 0}
                  last={i === group.screens.length - 1}
                  busy={actions.moving}
                  onMove={(step) => move(group.flow, ids, screen.dbId, step)}
                  onEdit={() => setEditing(screen)}
                  onDelete={() => setDeleting(screen)}
                  selected={picked.has(screen.dbId)}
                  onSelect={(on) => pick(screen.dbId, on)}
                />
              ))}
            </Stack>
          </Stack>
        );
      })}
      {editing && (
        <EditScreenDialog screen={editing} app={props.app} apps={props.apps} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.edit.deleteTitle')}
        description={t('admin.edit.deleteDesc', { name: deleting?.name ?? '' })}
        confirmLabel={t('admin.edit.deleteConfirm')}
        pendingLabel={t('admin.edit.deleting')}
        pending={actions.deleting}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

import { Box, Button, HStack, Input, Table, Text } from '@chakra-ui/react';
import { type DragEvent, useState } from 'react';
import { useT } from '@/i18n/i18n-provider';

export type Draft = {
  id: number;
  name: string;
  flow: string;
  tags: string[];
  altText: string | null;
  ocrDone: boolean;
};

/** `list` with the item at `from` moved to `to` (the others keep their order). */
export function moved<T>(list: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * The drafts as the curator edits them: name, flow (the app's flows suggested), tags, alt text, order.
 * The order changes by dragging a row's handle onto another row, or with the row's up/down buttons
 * (the keyboard's way; the handle is for the pointer only).
 */
export function DraftTable(props: {
  drafts: Draft[];
  flows: string[];
  onChange: (drafts: Draft[]) => void;
  onPublishOne: (id: number) => void;
  busy: boolean;
}) {
  const t = useT();
  const { drafts } = props;
  const set = (i: number, next: Partial<Draft>) =>
    props.onChange(drafts.map((d, j) => (j === i ? { ...d, ...next } : d)));
  const [dragged, setDragged] = useState<number | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const drop = (to: number) => {
    if (dragged !== null) props.onChange(moved(drafts, dragged, to));
    setDragged(null);
    setTarget(null);
  };
  const move = (i: number, step: -1 | 1) => {
    const j = i + step;
    if (j < 0 || j >= drafts.length) return;
    props.onChange(moved(drafts, i, j));
    // The focus stays on the moved row's button.
    requestAnimationFrame(() =>
      document.querySelector<HTMLButtonElement>(`[data-draft-move="${drafts[i]?.id}:${step}"]`)?.focus(),
    );
  };
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <datalist id="draft-flows">
        {props.flows.map((f) => (
          <option key={f} value={f} />
        ))}
      </datalist>
      <Table.Root size="sm" data-testid="draft-table">
        <Table.Caption>
          {t('admin.upload.draftsCaption')} {t('admin.upload.dragHint')}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('admin.upload.position')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('admin.screens.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('admin.upload.flow')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('admin.upload.tags')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('admin.upload.alt')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('admin.upload.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {drafts.map((d, i) => (
            <Table.Row
              key={d.id}
              data-draft={d.id}
              data-drop-target={target === i && dragged !== i ? '' : undefined}
              boxShadow={
                target === i && dragged !== null && dragged !== i
                  ? 'inset 0 2px 0 0 var(--chakra-colors-brand-solid)'
                  : undefined
              }
              opacity={dragged === i ? 0.5 : undefined}
              onDragOver={(e) => {
                if (dragged === null) return;
                e.preventDefault();
                e.dataTransfer.dropEffect = 'move';
                setTarget(i);
              }}
              onDrop={(e) => {
                if (dragged === null) return;
                e.preventDefault();
                drop(i);
              }}
            >
              <Table.Cell>
                <HStack gap="2">
                  <Box
                    as="span"
                    draggable
                    aria-hidden="true"
                    data-testid="draft-handle"
                    cursor="grab"
                    px="1"
                    userSelect="none"
                    onDragStart={(e: DragEvent) => {
                      e.dataTransfer.effectAllowed = 'move';
                      e.dataTransfer.setData('text/plain', String(d.id));
                      const row = (e.currentTarget as HTMLElement).closest('tr');
                      if (row) e.dataTransfer.setDragImage(row, 0, 0);
                      setDragged(i);
                    }}
                    onDragEnd={() => {
                      setDragged(null);
                      setTarget(null);
                    }}
                  >
                    ⠿
                  </Box>
                  <Text>{i + 1}</Text>
                </HStack>
                <Text fontSize="xs" color="fg.muted">
                  {t('admin.upload.draft')}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Input
                  size="sm"
                  value={d.name}
                  aria-label={t('admin.upload.nameOf', { n: i + 1 })}
                  onChange={(e) => set(i, { name: e.target.value })}
                />
              </Table.Cell>
              <Table.Cell>
                <Input
                  size="sm"
                  list="draft-flows"
                  value={d.flow}
                  aria-label={t('admin.upload.flowOf', { n: i + 1 })}
                  onChange={(e) => set(i, { flow: e.target.value })}
                />
              </Table.Cell>
              <Table.Cell>
                <Input
                  size="sm"
                  value={d.tags.join(', ')}
                  aria-label={t('admin.upload.tagsOf', { n: i + 1 })}
                  onChange={(e) => set(i, { tags: e.target.value.split(',').map((s) => s.trim()) })}
                />
              </Table.Cell>
              <Table.Cell>
                <Input
                  size="sm"
                  value={d.altText ?? ''}
                  aria-label={t('admin.upload.altOf', { n: i + 1 })}
                  onChange={(e) => set(i, { altText: e.target.value })}
                />
              </Table.Cell>
              <Table.Cell>
                <HStack gap="1">
                  <Button
                    size="xs"
                    variant="outline"
                    data-draft-move={`${d.id}:-1`}
                    disabled={i === 0}
                    aria-label={t('admin.upload.up', { name: d.name })}
                    onClick={() => move(i, -1)}
                  >
                    ↑
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    data-draft-move={`${d.id}:1`}
                    disabled={i === drafts.length - 1}
                    aria-label={t('admin.upload.down', { name: d.name })}
                    onClick={() => move(i, 1)}
                  >
                    ↓
                  </Button>
                  <Button size="xs" disabled={props.busy} onClick={() => props.onPublishOne(d.id)}>
                    {t('admin.upload.publishOne')}
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

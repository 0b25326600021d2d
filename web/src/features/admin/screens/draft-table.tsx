import { Button, HStack, Input, Table, Text } from '@chakra-ui/react';
import { useT } from '@/i18n/i18n-provider';

export type Draft = {
  id: number;
  name: string;
  flow: string;
  tags: string[];
  altText: string | null;
  ocrDone: boolean;
};

/** The drafts as the curator edits them: name, flow (the app's flows suggested), tags, alt text, order. */
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
  const move = (i: number, step: -1 | 1) => {
    const j = i + step;
    if (j < 0 || j >= drafts.length) return;
    const next = [...drafts];
    [next[i], next[j]] = [next[j] as Draft, next[i] as Draft];
    props.onChange(next);
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
        <Table.Caption>{t('admin.upload.draftsCaption')}</Table.Caption>
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
            <Table.Row key={d.id} data-draft={d.id}>
              <Table.Cell>
                <Text>{i + 1}</Text>
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

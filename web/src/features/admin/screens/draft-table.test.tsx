import { createEvent, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { type Draft, DraftTable, moved } from './draft-table';

const draft = (id: number): Draft => ({
  id,
  name: `0${id} tela`,
  flow: 'Other',
  tags: [],
  altText: null,
  ocrDone: false,
});

describe('the drafts table’s order', () => {
  it('moves one item and keeps the others in order', () => {
    expect(moved([1, 2, 3, 4], 3, 1)).toEqual([1, 4, 2, 3]);
    expect(moved([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moved([1, 2, 3], 1, 1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 1, 5)).toEqual([1, 2, 3]);
  });

  it('a row dragged by its handle onto another takes its place', () => {
    const onChange = vi.fn();
    renderWithApp(
      <DraftTable drafts={[1, 2, 3].map(draft)} flows={[]} onChange={onChange} onPublishOne={() => {}} busy={false} />,
    );
    const rows = within(screen.getByTestId('draft-table')).getAllByRole('row').slice(1);
    const handle = within(rows[2] as HTMLElement).getByTestId('draft-handle');
    const dataTransfer = { setData: vi.fn(), setDragImage: vi.fn(), effectAllowed: '', dropEffect: '' };
    fireEvent(handle, Object.assign(createEvent.dragStart(handle), { dataTransfer }));
    const target = rows[0] as HTMLElement;
    fireEvent(target, Object.assign(createEvent.dragOver(target), { dataTransfer }));
    fireEvent(target, Object.assign(createEvent.drop(target), { dataTransfer }));
    expect(onChange).toHaveBeenCalledWith([3, 1, 2].map(draft));
  });
});

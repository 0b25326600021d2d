import { useState } from 'react';
import type { Drag } from './collection-item';

const TYPE = 'application/x-vitrine-collection-item';

/**
 * Reordering by dragging an item onto another's place (the browser's own drag and drop, mouse
 * only): the move buttons stay the way for the keyboard, touch and screen readers. Null when not
 * editing; otherwise each item's drag handlers by its id and index.
 */
export function useDragOrder(
  editing: boolean,
  items: readonly { id: number }[],
  move: (itemId: number, position: number) => void,
): ((itemId: number, index: number) => Drag) | null {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  if (!editing || items.length < 2) return null;
  return (itemId, index) => ({
    over: over === itemId && dragged !== null && dragged !== itemId,
    onDragStart: (e) => {
      // Only the card itself drags: a text selection inside a note does not.
      if (e.target !== e.currentTarget) return;
      e.dataTransfer.effectAllowed = 'move';
      e.dataTransfer.setData(TYPE, String(itemId));
      setDragged(itemId);
    },
    onDragOver: (e) => {
      if (dragged === null || !e.dataTransfer.types.includes(TYPE)) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'move';
      if (over !== itemId) setOver(itemId);
    },
    onDrop: (e) => {
      e.preventDefault();
      const from = Number(e.dataTransfer.getData(TYPE));
      setDragged(null);
      setOver(null);
      if (Number.isInteger(from) && from !== itemId) move(from, index);
    },
    onDragEnd: () => {
      setDragged(null);
      setOver(null);
    },
  });
}

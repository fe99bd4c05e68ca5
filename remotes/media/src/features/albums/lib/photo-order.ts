/** The list with the item at `index` moved `delta` places (clamped to the ends); the same list when it cannot move. */
export function moveItem<T>(items: readonly T[], index: number, delta: number): T[] {
  const target = Math.min(items.length - 1, Math.max(0, index + delta));
  if (index < 0 || index >= items.length || target === index) return [...items];
  const moved = [...items];
  const [item] = moved.splice(index, 1);
  moved.splice(target, 0, item as T);
  return moved;
}

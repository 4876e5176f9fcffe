/**
 * Dragging a card to the centre of the table to play it, with pointer events (mouse, pen and
 * touch alike). A press that does not move is left alone, so a click — and Enter or Space on a
 * focused card — still plays the card; a press that moves a few pixels lifts a copy of the card
 * that follows the pointer, the drop zone lights up while the card is over it, and letting go
 * over it calls `drop`. Let go elsewhere, the card stays in the hand.
 *
 * The console redraws its whole page whenever the server sends a state, possibly in the middle
 * of a drag: so the drag remembers the card's data, not its element, and follows the pointer on
 * the window.
 */

export type DragOptions = {
  /** Where the draggable cards are (events are delegated from here). */
  readonly root: HTMLElement;
  /** A selector for the elements that may be dragged. */
  readonly draggable: string;
  /** A selector for the drop zone. */
  readonly zone: string;
  /** Called with the dragged element's `data-*` values when it is let go over the zone. */
  readonly drop: (data: { readonly [key: string]: string | undefined }) => void;
};

/** How far (in CSS pixels) a press must move before it is a drag rather than a click. */
const THRESHOLD = 6;

type Drag = {
  readonly pointer: number;
  readonly x: number;
  readonly y: number;
  readonly source: HTMLElement;
  readonly data: { readonly [key: string]: string | undefined };
  ghost: HTMLElement | null;
};

export function enableDrag(options: DragOptions): void {
  let drag: Drag | null = null;
  let swallowClick = false;

  const zoneAt = (x: number, y: number): HTMLElement | null =>
    document.elementFromPoint(x, y)?.closest<HTMLElement>(options.zone) ?? null;

  const highlight = (on: HTMLElement | null) => {
    for (const z of Array.from(document.querySelectorAll<HTMLElement>(options.zone)))
      z.classList.toggle('drop-here', z === on);
  };

  const end = (): Drag | null => {
    const d = drag;
    drag = null;
    if (d?.ghost) {
      d.ghost.remove();
      d.source.classList.remove('lifted');
      highlight(null);
    }
    return d;
  };

  options.root.addEventListener('pointerdown', (e) => {
    if (drag !== null || e.button !== 0) return;
    const source = (e.target as HTMLElement).closest<HTMLElement>(options.draggable);
    if (source === null) return;
    drag = {
      pointer: e.pointerId,
      x: e.clientX,
      y: e.clientY,
      source,
      data: { ...source.dataset },
      ghost: null,
    };
  });

  window.addEventListener(
    'pointermove',
    (e) => {
      const d = drag;
      if (d === null || e.pointerId !== d.pointer) return;
      if (d.ghost === null) {
        if (Math.hypot(e.clientX - d.x, e.clientY - d.y) < THRESHOLD) return;
        const ghost = d.source.cloneNode(true) as HTMLElement;
        ghost.classList.add('ghost');
        ghost.removeAttribute('id');
        ghost.setAttribute('aria-hidden', 'true');
        document.body.append(ghost);
        d.source.classList.add('lifted');
        d.ghost = ghost;
      }
      e.preventDefault();
      d.ghost.style.left = `${e.clientX}px`;
      d.ghost.style.top = `${e.clientY}px`;
      highlight(zoneAt(e.clientX, e.clientY));
    },
    { passive: false },
  );

  window.addEventListener('pointerup', (e) => {
    if (drag === null || e.pointerId !== drag.pointer) return;
    const dragged = drag.ghost !== null;
    const over = dragged ? zoneAt(e.clientX, e.clientY) : null;
    const d = end();
    if (!dragged || d === null) return;
    // The click that may follow this release is part of the drag, not a second act.
    swallowClick = true;
    window.setTimeout(() => {
      swallowClick = false;
    }, 0);
    if (over !== null) options.drop(d.data);
  });

  window.addEventListener('pointercancel', (e) => {
    if (drag !== null && e.pointerId === drag.pointer) end();
  });

  options.root.addEventListener(
    'click',
    (e) => {
      if (!swallowClick) return;
      swallowClick = false;
      e.stopPropagation();
      e.preventDefault();
    },
    true,
  );
}

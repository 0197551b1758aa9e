'use client';

import * as React from 'react';

/** The shortest swipe, in CSS pixels: anything shorter is a tap or a wobble. */
export const SWIPE_DISTANCE = 48;

export type SwipeDirection = 'left' | 'right';

/**
 * Pointer handlers that report a one-finger sideways swipe, by touch or pen (a mouse has the
 * buttons and the arrow keys, and dragging it selects text as it always did). A swipe travels
 * at least SWIPE_DISTANCE sideways and at most half that far up or down, so a tap, a short move
 * or a vertical drag is not one; nor is a pinch (a second finger goes down) or a gesture the
 * browser took over (pointercancel). Nor is any drag while the page is pinch-zoomed in: the
 * visitor is looking round the enlarged picture, not for the next one. (The dialog's scroll lock
 * keeps a one-finger drag from panning the page there, whatever touch-action says; two fingers
 * pan and zoom back out.) The element needs `touch-action: pan-y pinch-zoom`, so that the
 * browser leaves sideways moves to the page and keeps scrolling and zooming for itself.
 * Touch and pen pointers are captured by the element they went down on, so the up comes back.
 */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void) {
  const start = React.useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: React.PointerEvent) => {
      start.current =
        event.isPrimary && event.pointerType !== 'mouse'
          ? { id: event.pointerId, x: event.clientX, y: event.clientY }
          : null;
    },
    onPointerUp: (event: React.PointerEvent) => {
      const from = start.current;
      if (from?.id !== event.pointerId) return;
      start.current = null;
      if (zoomedIn()) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dy) <= Math.abs(dx) / 2) {
        onSwipe(dx < 0 ? 'left' : 'right');
      }
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}

/** Whether the visitor has pinch-zoomed the page in (the visual viewport is scaled up). */
function zoomedIn(): boolean {
  return (window.visualViewport?.scale ?? 1) > 1;
}

/**
 * jsdom has no PointerEvent, so Testing Library's fireEvent.pointerDown dispatches a plain Event
 * that carries no clientX, pointerId or pointerType. This installs a small one (a MouseEvent with
 * the pointer fields) where it is missing, and returns what takes it away again.
 */
export function installPointerEvent(): () => void {
  if ('PointerEvent' in window) return () => {};
  class PointerEvent extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    readonly isPrimary: boolean;

    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? '';
      this.isPrimary = init.isPrimary ?? false;
    }
  }
  Object.defineProperty(window, 'PointerEvent', {
    value: PointerEvent,
    configurable: true,
    writable: true,
  });
  return () => {
    delete (window as { PointerEvent?: unknown }).PointerEvent;
  };
}

/**
 * Actions a toast can take back ('Picture deleted · Undo'): the action is done when its toast goes
 * (timed out, closed, pushed out by newer toasts), unless Undo was pressed first. A page that is
 * being left does the ones still waiting at once, so nothing the person did is lost.
 */
interface Undoable {
  /** carries the action out (the toast went without an Undo) */
  commit: () => void;
  /** puts things back as they were (Undo) */
  cancel: () => void;
  /** the same action from a page being unloaded: a request that outlives the page */
  onPageHide?: () => void;
}

const pending = new Map<string, Undoable>();

export function registerUndoable(toastId: string, action: Undoable): void {
  pending.set(toastId, action);
}

/** Settles a toast's action once: undone, or carried out. A second call does nothing. */
export function settleUndoable(toastId: string, undo: boolean): void {
  const action = pending.get(toastId);
  if (!action) return;
  pending.delete(toastId);
  if (undo) action.cancel();
  else action.commit();
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    for (const [id, action] of pending) {
      pending.delete(id);
      (action.onPageHide ?? action.commit)();
    }
  });
}

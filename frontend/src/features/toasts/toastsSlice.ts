import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastTone = 'success' | 'error' | 'info';

export interface Toast {
  id: string;
  tone: ToastTone;
  title: string;
  text?: string;
  /** a small thumbnail */
  imageUrl?: string;
  /** what 'View' opens over the page (the app's own viewer, not a bare file in a new tab) */
  view?: { url: string; kind: 'image' | 'video' };
  /** an Undo button: its action waits in undoable.ts under this toast's id until the toast goes */
  undoable?: boolean;
}

export interface ToastsState {
  items: Toast[];
}

const MAX_TOASTS = 4;

const toastsSlice = createSlice({
  name: 'toasts',
  initialState: { items: [] } as ToastsState,
  reducers: {
    toastAdded: {
      reducer(state, action: PayloadAction<Toast>) {
        state.items.push(action.payload);
        if (state.items.length > MAX_TOASTS) state.items.splice(0, state.items.length - MAX_TOASTS);
      },
      prepare(toast: Omit<Toast, 'id'> & { id?: string }) {
        return { payload: { ...toast, id: toast.id ?? nanoid() } };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((toast) => toast.id !== action.payload);
    },
  },
});

export const { toastAdded, toastDismissed } = toastsSlice.actions;
export const toastsReducer = toastsSlice.reducer;

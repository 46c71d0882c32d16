import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';

import { jobsReducer } from '../features/jobs/jobsSlice';
import { outageMiddleware } from '../features/outage/outage';
import { toastsReducer } from '../features/toasts/toastsSlice';
import { api } from './api';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  jobs: jobsReducer,
  toasts: toastsReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store (the app makes one; each unit test makes its own). */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware, outageMiddleware()),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

let appStore: AppStore | null = null;

/** The app's single store, with refetch-on-reconnect listeners wired. */
export function getStore(): AppStore {
  if (!appStore) {
    appStore = makeStore();
    setupListeners(appStore.dispatch);
  }
  return appStore;
}

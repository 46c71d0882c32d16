import { describe, expect, it } from 'vitest';

import { jobCompleted, jobFailed, jobProgress, jobQueued, jobsCleared, jobsReducer, type JobsState } from './jobsSlice';

const empty: JobsState = { byId: {} };

describe('jobs slice', () => {
  it('records progress by job id, with stage and percent', () => {
    const state = jobsReducer(
      empty,
      jobProgress({ jobId: 'j1', kind: 'flux-generate', progress: 40, stage: 'Generating' }),
    );
    expect(state.byId.j1).toEqual({
      kind: 'flux-generate',
      status: 'active',
      progress: 40,
      stage: 'Generating',
      result: null,
      error: null,
    });
  });

  it("shows the server's lower-case stage names capitalised, and keeps the last one for a blank stage", () => {
    let state = jobsReducer(empty, jobProgress({ jobId: 'j1', kind: 'pics', progress: 10, stage: 'drawing' }));
    expect(state.byId.j1?.stage).toBe('Drawing');
    state = jobsReducer(state, jobProgress({ jobId: 'j1', kind: 'pics', progress: 20, stage: 'removing background' }));
    expect(state.byId.j1?.stage).toBe('Removing background');
    state = jobsReducer(state, jobProgress({ jobId: 'j1', kind: 'pics', progress: 30, stage: ' ' }));
    expect(state.byId.j1?.stage).toBe('Removing background');
  });

  it('starts a queued job at 0%', () => {
    const state = jobsReducer(empty, jobQueued({ jobId: 'j1', kind: 'flux-generate' }));
    expect(state.byId.j1).toMatchObject({ status: 'queued', progress: 0, stage: 'Queued' });
  });

  it('never moves progress backwards and clamps it to 0..100', () => {
    let state = jobsReducer(
      empty,
      jobProgress({ jobId: 'j1', kind: 'flux-generate', progress: 60, stage: 'Generating' }),
    );
    state = jobsReducer(state, jobProgress({ jobId: 'j1', kind: 'flux-generate', progress: 30, stage: 'Saving' }));
    expect(state.byId.j1).toMatchObject({ progress: 60, stage: 'Saving' });
    state = jobsReducer(state, jobProgress({ jobId: 'j1', kind: 'flux-generate', progress: 250, stage: 'Saving' }));
    expect(state.byId.j1?.progress).toBe(100);
  });

  it('marks a completed job done at 100% with its result', () => {
    let state = jobsReducer(
      empty,
      jobProgress({ jobId: 'j1', kind: 'flux-generate', progress: 70, stage: 'Generating' }),
    );
    state = jobsReducer(
      state,
      jobCompleted({ jobId: 'j1', kind: 'flux-generate', result: { imageUrl: '/media/a.png' } }),
    );
    expect(state.byId.j1).toMatchObject({
      status: 'completed',
      progress: 100,
      stage: 'Done',
      result: { imageUrl: '/media/a.png' },
      error: null,
    });
  });

  it('ignores a late progress event after completion', () => {
    let state = jobsReducer(
      empty,
      jobCompleted({ jobId: 'j1', kind: 'flux-generate', result: { imageUrl: '/media/a.png' } }),
    );
    state = jobsReducer(state, jobProgress({ jobId: 'j1', kind: 'flux-generate', progress: 50, stage: 'Generating' }));
    expect(state.byId.j1).toMatchObject({ status: 'completed', progress: 100 });
  });

  it('marks a failed job with its error and keeps its progress', () => {
    let state = jobsReducer(
      empty,
      jobProgress({ jobId: 'j1', kind: 'flux-generate', progress: 20, stage: 'Generating' }),
    );
    state = jobsReducer(
      state,
      jobFailed({ jobId: 'j1', kind: 'flux-generate', error: 'The image was blocked by the safety filter.' }),
    );
    expect(state.byId.j1).toMatchObject({
      status: 'failed',
      progress: 20,
      stage: 'Failed',
      error: 'The image was blocked by the safety filter.',
    });
  });

  it('keeps jobs apart and clears them all', () => {
    let state = jobsReducer(empty, jobProgress({ jobId: 'a', kind: 'flux-generate', progress: 10, stage: 'x' }));
    state = jobsReducer(state, jobFailed({ jobId: 'b', kind: 'flux-generate', error: 'boom' }));
    expect(Object.keys(state.byId)).toEqual(['a', 'b']);
    expect(jobsReducer(state, jobsCleared())).toEqual(empty);
  });
});

import type { JobCompletedEvent, JobFailedEvent, JobKind, JobProgressEvent, JobStatus } from '@contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What the browser knows about one slow job, fed by the socket (see app/socket.ts). */
export interface JobEntry {
  kind: JobKind;
  status: JobStatus;
  /** 0 to 100 */
  progress: number;
  stage: string;
  result: JobCompletedEvent['result'] | null;
  error: string | null;
  /** the girl the job is about (portrait and pics jobs), when the page that queued it said so */
  girlId?: string;
}

export interface JobsState {
  byId: Record<string, JobEntry>;
}

const initialState: JobsState = { byId: {} };

function clamp(progress: number): number {
  if (!Number.isFinite(progress)) return 0;
  return Math.min(100, Math.max(0, Math.round(progress)));
}

function isDone(entry: JobEntry | undefined): boolean {
  return entry?.status === 'completed' || entry?.status === 'failed';
}

/** The server names stages in lower case ('drawing', 'removing background'); the bar shows 'Drawing'. */
function stageLabel(stage: string): string {
  const text = stage.trim();
  return text ? text[0].toUpperCase() + text.slice(1) : '';
}

function blank(kind: JobKind): JobEntry {
  return { kind, status: 'queued', progress: 0, stage: 'Queued', result: null, error: null };
}

function resultGirlId(result: unknown): string | undefined {
  if (result && typeof result === 'object' && 'girlId' in result && typeof result.girlId === 'string')
    return result.girlId;
  return undefined;
}

const jobsSlice = createSlice({
  name: 'jobs',
  initialState,
  reducers: {
    /** A feature registers the job it just queued (202 answer), so a bar can show 'Queued' at once. */
    jobQueued(state, action: PayloadAction<{ jobId: string; kind: JobKind; girlId?: string }>) {
      const { jobId, kind, girlId } = action.payload;
      const entry = state.byId[jobId] ?? blank(kind);
      // the push may have beaten the 202 answer: keep what it said, only add the girl
      state.byId[jobId] = girlId ? { ...entry, girlId } : entry;
    },
    jobProgress(state, action: PayloadAction<JobProgressEvent>) {
      const { jobId, kind, progress, stage } = action.payload;
      const entry = state.byId[jobId] ?? blank(kind);
      // Events can arrive out of order: a late progress never reopens a finished job or moves it back.
      if (isDone(entry)) return;
      state.byId[jobId] = {
        ...entry,
        kind,
        status: 'active',
        progress: Math.max(entry.progress, clamp(progress)),
        stage: stageLabel(stage ?? '') || entry.stage,
      };
    },
    jobCompleted(state, action: PayloadAction<JobCompletedEvent>) {
      const { jobId, kind, result } = action.payload;
      const entry = state.byId[jobId] ?? blank(kind);
      const girlId = entry.girlId ?? resultGirlId(result);
      state.byId[jobId] = {
        ...entry,
        kind,
        status: 'completed',
        progress: 100,
        stage: 'Done',
        result,
        error: null,
        ...(girlId ? { girlId } : {}),
      };
    },
    jobFailed(state, action: PayloadAction<JobFailedEvent>) {
      const { jobId, kind, error } = action.payload;
      const entry = state.byId[jobId] ?? blank(kind);
      state.byId[jobId] = { ...entry, kind, status: 'failed', stage: 'Failed', error };
    },
    jobsCleared() {
      return initialState;
    },
  },
});

export const { jobQueued, jobProgress, jobCompleted, jobFailed, jobsCleared } = jobsSlice.actions;
export const jobsReducer = jobsSlice.reducer;

/** The newest job of `kind` about this girl that the browser knows of, with its id. */
export function selectGirlJob(
  state: { jobs: JobsState },
  girlId: string | null | undefined,
  kind: JobKind,
): { jobId: string; job: JobEntry } | undefined {
  if (!girlId) return undefined;
  let found: { jobId: string; job: JobEntry } | undefined;
  for (const [jobId, job] of Object.entries(state.jobs.byId)) {
    if (job.kind === kind && job.girlId === girlId) found = { jobId, job };
  }
  return found;
}

/** True while the job is queued or running. */
export function isJobRunning(job: JobEntry | undefined): boolean {
  return job?.status === 'queued' || job?.status === 'active';
}

export function selectJob(state: { jobs: JobsState }, jobId: string | null | undefined): JobEntry | undefined {
  return jobId ? state.jobs.byId[jobId] : undefined;
}

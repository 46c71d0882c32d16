import { type JobAccepted, toolById, type ToolId, type ToolRequest } from '@contracts';

import { api } from '../../app/api';
import { meAfterGeneration } from '../jobs/creditTags';

/** A tool's request: which tool (contracts/tools.ts) and its body (images as data URLs). */
export type ToolCall = { [T in ToolId]: { tool: T; body: ToolRequest<T> } }[ToolId];

export const toolsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Every tool answers 202 { jobId, status }; the result arrives by push (job:completed).
    runTool: build.mutation<JobAccepted, ToolCall>({
      query: ({ tool, body }) => ({ url: `/${toolById(tool).apiPath}`, method: 'POST', body }),
      invalidatesTags: meAfterGeneration,
    }),
  }),
});

export const { useRunToolMutation } = toolsApi;

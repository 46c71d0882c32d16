import type { AspectRatio, JobAccepted } from '@contracts';
import { api } from '../../app/api';

/** The request bodies of the tool endpoints (API.md "Jobs and tools"); images are data URLs. */
export interface FluxGenerateRequest {
  prompt: string;
  aspectRatio: AspectRatio;
  imageBase64?: string;
}
export interface VideoGenerateRequest {
  prompt: string;
  negative_prompt?: string;
  image: string;
}
export interface GifGenerateRequest {
  prompt: string;
  image: string;
}
export interface FaceSwapRequest {
  input_image: string;
  swap_image: string;
  consent: true;
}
export interface RemoveBackgroundRequest {
  image: string;
}
export interface UpscaleRequest {
  prompt: string;
  imageBase64?: string;
}

const post = <T>(url: string) => (body: T) => ({ url, method: 'POST', body });

export const toolsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Every tool answers 202 { jobId, status }; the result arrives by push (job:completed).
    fluxGenerate: build.mutation<JobAccepted, FluxGenerateRequest>({ query: post('/flux-generate') }),
    videoGenerate: build.mutation<JobAccepted, VideoGenerateRequest>({ query: post('/video-generate') }),
    gifGenerate: build.mutation<JobAccepted, GifGenerateRequest>({ query: post('/gif-generate') }),
    faceSwap: build.mutation<JobAccepted, FaceSwapRequest>({ query: post('/face-swap') }),
    removeBackground: build.mutation<JobAccepted, RemoveBackgroundRequest>({ query: post('/remove-background') }),
    upscale: build.mutation<JobAccepted, UpscaleRequest>({ query: post('/upscale') }),
  }),
});

export const {
  useFluxGenerateMutation,
  useVideoGenerateMutation,
  useGifGenerateMutation,
  useFaceSwapMutation,
  useRemoveBackgroundMutation,
  useUpscaleMutation,
} = toolsApi;

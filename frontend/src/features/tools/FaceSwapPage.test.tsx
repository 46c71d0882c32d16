import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@contracts';
import { jobCompleted } from '../jobs/jobsSlice';
import FaceSwapPage, { CONSENT_LABEL } from './FaceSwapPage';
import { pick, setupTool } from './testKit';
import { toolsApi } from './toolsApi';

const TARGET = 'Upload your image';
const FACE = 'Upload the face you want to change for';

describe('face swap page', () => {
  it('needs both images before anything is sent', async () => {
    const { user, posts } = setupTool(<FaceSwapPage />);
    await pick(user, TARGET);
    await user.click(screen.getByLabelText(CONSENT_LABEL));
    await user.click(screen.getByRole('button', { name: 'Generate Face Swap' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.bothImages);
    expect(posts()).toHaveLength(0);
  });

  it('needs the consent checkbox', async () => {
    const { user, posts } = setupTool(<FaceSwapPage />);
    await pick(user, TARGET, new File(['a'], 'target.png', { type: 'image/png' }));
    await pick(user, FACE, new File(['b'], 'face.png', { type: 'image/png' }));
    expect(screen.getByLabelText(CONSENT_LABEL)).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Generate Face Swap' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.faceSwapConsent);
    expect(posts()).toHaveLength(0);

    await user.click(screen.getByLabelText(CONSENT_LABEL));
    await user.click(screen.getByRole('button', { name: 'Generate Face Swap' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(posts()).toEqual([
      {
        method: 'POST',
        path: '/api/face-swap',
        body: { input_image: expect.stringMatching(/^data:image\/png;base64,/), swap_image: expect.stringMatching(/^data:image\/png;base64,/), consent: true },
      },
    ]);
  });

  it('shows the result with a download saving face-swapped.png', async () => {
    const { user, store } = setupTool(<FaceSwapPage />);
    await pick(user, TARGET, new File(['a'], 'target.png', { type: 'image/png' }));
    await pick(user, FACE, new File(['b'], 'face.png', { type: 'image/png' }));
    await user.click(screen.getByLabelText(CONSENT_LABEL));
    await user.click(screen.getByRole('button', { name: 'Generate Face Swap' }));
    await screen.findByRole('button', { name: 'Processing...' });
    act(() => {
      store.dispatch(jobCompleted({ jobId: 'job-1', kind: 'face-swap', result: { output: '/media/swap.png' } }));
    });
    expect(screen.getByRole('img', { name: 'Face swap result' })).toHaveAttribute('src', '/media/swap.png');
    const link = screen.getByRole('link', { name: 'Download Image' });
    expect(link).toHaveAttribute('href', '/media/swap.png');
    expect(link).toHaveAttribute('download', 'face-swapped.png');
  });

  it('says face swap is unavailable before any upload, and disables the button', async () => {
    setupTool(<FaceSwapPage />, { routes: { 'GET /api/tools': { body: { faceSwap: false } } } });
    expect(await screen.findByText(MESSAGES.faceSwapUnavailable)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Face Swap' })).toBeDisabled();
  });

  it('takes a 404 of GET /api/tools as available', async () => {
    const { sent, store } = setupTool(<FaceSwapPage />);
    expect(await screen.findByRole('button', { name: 'Generate Face Swap' })).toBeEnabled();
    await waitFor(() => expect(toolsApi.endpoints.toolsAvailability.select()(store.getState()).data).toEqual({ faceSwap: true }));
    expect(sent.some((r) => r.method === 'GET' && r.path === '/api/tools')).toBe(true);
    expect(screen.queryByText(MESSAGES.faceSwapUnavailable)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Face Swap' })).toBeEnabled();
  });

  it("shows the server's 503 message", async () => {
    const { user } = setupTool(<FaceSwapPage />, {
      routes: {
        'GET /api/tools': { body: { faceSwap: true } },
        'POST /api/face-swap': { status: 503, body: { statusCode: 503, message: MESSAGES.faceSwapUnavailable, error: 'Service Unavailable' } },
      },
    });
    await pick(user, TARGET, new File(['a'], 'target.png', { type: 'image/png' }));
    await pick(user, FACE, new File(['b'], 'face.png', { type: 'image/png' }));
    await user.click(screen.getByLabelText(CONSENT_LABEL));
    await user.click(screen.getByRole('button', { name: 'Generate Face Swap' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.faceSwapUnavailable);
  });
});

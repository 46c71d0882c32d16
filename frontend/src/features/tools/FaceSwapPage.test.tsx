import { MESSAGES } from '@contracts';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jobCompleted, jobFailed } from '../jobs/jobsSlice';
import { pick, pngFile, setupTool, toolPage } from './testKit';

/** The consent line of SAFETY.md section 3. */
const CONSENT_LABEL = 'I confirm I have the right to use both faces, and no one pictured is a minor.';
const TARGET = 'Upload your image';
const FACE = 'Upload the face you want to change for';

describe('face swap page', () => {
  it('needs both images before anything is sent', async () => {
    const { user, posts } = setupTool(toolPage('face-swap'));
    await pick(user, TARGET);
    await user.click(screen.getByLabelText(CONSENT_LABEL));
    await user.click(screen.getByRole('button', { name: 'Generate Face Swap' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.bothImages);
    expect(posts()).toHaveLength(0);
  });

  it('needs the consent checkbox', async () => {
    const { user, posts } = setupTool(toolPage('face-swap'));
    await pick(user, TARGET, pngFile('target.png'));
    await pick(user, FACE, pngFile('face.png'));
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
        body: {
          input_image: expect.stringMatching(/^data:image\/png;base64,/) as string,
          swap_image: expect.stringMatching(/^data:image\/png;base64,/) as string,
          consent: true,
        },
      },
    ]);
  });

  it('shows the result with a download saving face-swapped.png', async () => {
    const { user, store } = setupTool(toolPage('face-swap'));
    await pick(user, TARGET, pngFile('target.png'));
    await pick(user, FACE, pngFile('face.png'));
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

  it('says that of several faces in a picture, the largest is swapped', async () => {
    setupTool(toolPage('face-swap'));
    expect(
      await screen.findByText('If a picture shows several faces, the largest one is swapped.'),
    ).toBeInTheDocument();
  });

  it("has no line about faces on another tool's page", async () => {
    setupTool(toolPage('remove-background'));
    expect(await screen.findByRole('button', { name: 'Remove Background' })).toBeInTheDocument();
    expect(screen.queryByText(/several faces/)).not.toBeInTheDocument();
  });

  it('has no notice about a missing key: face swap runs on the server without one', async () => {
    setupTool(toolPage('face-swap'));
    expect(await screen.findByRole('button', { name: 'Generate Face Swap' })).toBeEnabled();
    expect(screen.queryByText(/REPLICATE_API_TOKEN/)).not.toBeInTheDocument();
  });

  it("shows the job's failure when a picture has no face", async () => {
    const { user, store } = setupTool(toolPage('face-swap'));
    await pick(user, TARGET, pngFile('target.png'));
    await pick(user, FACE, pngFile('face.png'));
    await user.click(screen.getByLabelText(CONSENT_LABEL));
    await user.click(screen.getByRole('button', { name: 'Generate Face Swap' }));
    await screen.findByRole('button', { name: 'Processing...' });
    act(() => {
      store.dispatch(jobFailed({ jobId: 'job-1', kind: 'face-swap', error: MESSAGES.noFaceSecond }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.noFaceSecond);
    expect(screen.getByRole('button', { name: 'Generate Face Swap' })).toBeEnabled();
  });

  it("shows the server's 422 message", async () => {
    const { user } = setupTool(toolPage('face-swap'), {
      routes: {
        'POST /api/face-swap': {
          status: 422,
          body: { statusCode: 422, message: MESSAGES.noFaceFirst, error: 'Unprocessable Entity' },
        },
      },
    });
    await pick(user, TARGET, pngFile('target.png'));
    await pick(user, FACE, pngFile('face.png'));
    await user.click(screen.getByLabelText(CONSENT_LABEL));
    await user.click(screen.getByRole('button', { name: 'Generate Face Swap' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.noFaceFirst);
  });
});

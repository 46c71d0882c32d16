import { MESSAGES, TOOLS } from '@contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { jobCompleted, jobFailed, jobProgress } from '../jobs/jobsSlice';
import { pick, setupTool, toolPage } from './testKit';
import { SIGN_IN_MESSAGE } from './ToolKit';

describe('every tool of the catalogue', () => {
  it.each(TOOLS.map((tool) => [tool.id, tool] as const))(
    '%s: its page, and its missing-fields message before any request',
    async (id, tool) => {
      const { user, posts } = setupTool(toolPage(id));
      expect(screen.getByRole('heading', { level: 1, name: tool.form.title })).toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: tool.form.submit.idle }));
      expect(screen.getByRole('alert')).toHaveTextContent(tool.missing);
      expect(posts()).toHaveLength(0);
    },
  );

  it.each(TOOLS.map((tool) => [tool.id, tool] as const))(
    '%s: asks a signed-out visitor to sign in',
    async (id, tool) => {
      setupTool(toolPage(id), { user: null });
      expect(await screen.findByText(SIGN_IN_MESSAGE)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
      expect(screen.queryByRole('button', { name: tool.form.submit.idle })).not.toBeInTheDocument();
    },
  );
});

describe('tool pages: validation before any request', () => {
  it('image generator needs a prompt or an image', async () => {
    const { user, posts } = setupTool(toolPage('flux-generate'));
    await user.click(await screen.findByRole('button', { name: 'Generate' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.promptOrImage);
    await user.type(screen.getByLabelText('Prompt'), '   ');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.promptOrImage);
    expect(posts()).toHaveLength(0);
  });

  it('video generator needs a prompt and a start image', async () => {
    const { user, posts } = setupTool(toolPage('video-generate'));
    await user.type(await screen.findByLabelText('Prompt'), 'she smiles');
    await user.click(screen.getByRole('button', { name: 'Generate Video' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.promptAndStartImage);
    expect(posts()).toHaveLength(0);
  });

  it('GIF tool needs an image and a prompt', async () => {
    const { user, posts } = setupTool(toolPage('gif-generate'));
    await pick(user, 'Image');
    await user.click(screen.getByRole('button', { name: 'Generate GIF' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.imageAndPrompt);
    expect(posts()).toHaveLength(0);
  });
});

describe('image generator', () => {
  it('sends prompt, aspect ratio and image, follows the job by push and shows the result with a download link', async () => {
    const { user, posts, store } = setupTool(toolPage('flux-generate'));
    await user.type(await screen.findByLabelText('Prompt'), 'on a rooftop at sunset');
    await user.selectOptions(screen.getByLabelText('Aspect ratio'), '16:9');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['1:1', '16:9', '9:16', '4:5', '3:2']);
    await pick(user, 'Start from an image (optional)');
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await screen.findByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(posts()).toEqual([
      {
        method: 'POST',
        path: '/api/flux-generate',
        body: {
          prompt: 'on a rooftop at sunset',
          aspectRatio: '16:9',
          imageBase64: expect.stringMatching(/^data:image\/png;base64,/) as string,
        },
      },
    ]);

    act(() => {
      store.dispatch(jobProgress({ jobId: 'job-1', kind: 'flux-generate', progress: 40, stage: 'Generating' }));
    });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Generating')).toBeInTheDocument();

    act(() => {
      store.dispatch(
        jobCompleted({ jobId: 'job-1', kind: 'flux-generate', result: { imageUrl: '/media/ab/result.webp' } }),
      );
    });
    const result = screen.getByRole('region', { name: 'Generated image' });
    expect(within(result).getByRole('img', { name: 'Generated image' })).toHaveAttribute(
      'src',
      '/media/ab/result.webp',
    );
    expect(within(result).getByRole('link', { name: 'Download Image' })).toHaveAttribute(
      'download',
      'generated-image.webp',
    );
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('brings the running job, then its result, into view, once each', async () => {
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 1500, width: 300, height: 400 }),
    );
    // jsdom has no scrollIntoView
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element) {
        scrolled.push(this);
      },
    });
    try {
      const { user, store } = setupTool(toolPage('flux-generate'));
      await user.type(await screen.findByLabelText('Prompt'), 'on a rooftop at sunset');
      await user.click(screen.getByRole('button', { name: 'Generate' }));
      await screen.findByRole('button', { name: 'Generating...' });
      // the job's progress, under the button
      await waitFor(() => expect(scrolled).toHaveLength(1));
      expect(scrolled[0]).toContainElement(screen.getByRole('progressbar'));

      act(() => {
        store.dispatch(
          jobCompleted({ jobId: 'job-1', kind: 'flux-generate', result: { imageUrl: '/media/ab/result.png' } }),
        );
      });
      expect(scrolled).toEqual([scrolled[0], screen.getByRole('region', { name: 'Generated image' })]);
      await user.type(screen.getByLabelText('Prompt'), ' and more');
      expect(scrolled).toHaveLength(2);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it("shows the server's message for a refused request", async () => {
    const { user } = setupTool(toolPage('flux-generate'), {
      routes: {
        'POST /api/flux-generate': {
          status: 422,
          body: { statusCode: 422, message: MESSAGES.adultsOnly, error: 'Unprocessable Entity' },
        },
      },
    });
    await user.type(await screen.findByLabelText('Prompt'), 'something');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.adultsOnly);
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });

  it("falls back to 'Oops! Something went wrong.' without a message", async () => {
    const { user } = setupTool(toolPage('flux-generate'), {
      routes: { 'POST /api/flux-generate': { status: 500, body: {} } },
    });
    await user.type(await screen.findByLabelText('Prompt'), 'something');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.toolFailed);
  });

  it("reads 'Oops! Something went wrong.' for a server error, whatever its body says", async () => {
    const body = { statusCode: 500, message: MESSAGES.unexpectedError, error: 'Internal Server Error' };
    const { user } = setupTool(toolPage('flux-generate'), {
      routes: { 'POST /api/flux-generate': { status: 500, body } },
    });
    await user.type(await screen.findByLabelText('Prompt'), 'something');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.toolFailed);
  });

  it('shows why a job failed, and only follows its own job', async () => {
    const { user, store } = setupTool(toolPage('flux-generate'));
    await user.type(await screen.findByLabelText('Prompt'), 'something');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByRole('button', { name: 'Generating...' });
    act(() => {
      store.dispatch(jobFailed({ jobId: 'job-1', kind: 'flux-generate', error: MESSAGES.safetyBlocked }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.safetyBlocked);

    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByRole('button', { name: 'Generating...' });
    act(() => {
      store.dispatch(jobCompleted({ jobId: 'job-other', kind: 'flux-generate', result: { imageUrl: '/media/x.png' } }));
    });
    // another job's result does not show here
    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(screen.queryByRole('img', { name: 'Generated image' })).not.toBeInTheDocument();
    act(() => {
      store.dispatch(jobCompleted({ jobId: 'job-2', kind: 'flux-generate', result: { imageUrl: '/media/y.png' } }));
    });
    expect(screen.getByRole('img', { name: 'Generated image' })).toHaveAttribute('src', '/media/y.png');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'No valid image URL received.' when the result has no URL", async () => {
    const { user, store } = setupTool(toolPage('flux-generate'));
    await user.type(await screen.findByLabelText('Prompt'), 'something');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByRole('button', { name: 'Generating...' });
    act(() => {
      store.dispatch(jobCompleted({ jobId: 'job-1', kind: 'flux-generate', result: { imageUrl: '' } }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.noImageUrl);
  });
});

describe('video generator', () => {
  it('sends prompt, negative prompt and start image and plays the mp4', async () => {
    const { user, posts, store } = setupTool(toolPage('video-generate'));
    await user.type(await screen.findByLabelText('Prompt'), 'she turns and smiles');
    await user.type(screen.getByLabelText('Negative prompt (optional)'), 'blurry');
    await pick(user, 'Start image');
    await user.click(screen.getByRole('button', { name: 'Generate Video' }));
    expect(await screen.findByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(posts()[0]).toEqual({
      method: 'POST',
      path: '/api/video-generate',
      body: {
        prompt: 'she turns and smiles',
        negative_prompt: 'blurry',
        image: expect.stringMatching(/^data:image\/png;base64,/) as string,
      },
    });
    act(() => {
      store.dispatch(jobCompleted({ jobId: 'job-1', kind: 'video-generate', result: { videoUrl: '/media/v.mp4' } }));
    });
    const video = screen.getByLabelText('Generated video', { selector: 'video' });
    expect(video).toHaveAttribute('src', '/media/v.mp4');
    expect(video).toHaveAttribute('controls');
    expect(screen.getByRole('link', { name: 'Download Video' })).toHaveAttribute('download', 'generated-video.mp4');
  });

  it("says 'No valid video URL received.' when the result has no URL", async () => {
    const { user, store } = setupTool(toolPage('video-generate'));
    await user.type(await screen.findByLabelText('Prompt'), 'she turns');
    await pick(user, 'Start image');
    await user.click(screen.getByRole('button', { name: 'Generate Video' }));
    await screen.findByRole('button', { name: 'Generating...' });
    act(() => {
      store.dispatch(jobCompleted({ jobId: 'job-1', kind: 'video-generate', result: {} as { videoUrl: string } }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.noVideoUrl);
  });
});

describe('GIF tool', () => {
  it('shows the GIF when the job completes', async () => {
    const { user, posts, store } = setupTool(toolPage('gif-generate'));
    await pick(user, 'Image');
    await user.type(screen.getByLabelText('Prompt'), 'zoom in slowly');
    await user.click(screen.getByRole('button', { name: 'Generate GIF' }));
    await screen.findByRole('button', { name: 'Generating...' });
    expect(posts()[0]?.path).toBe('/api/gif-generate');
    act(() => {
      store.dispatch(jobCompleted({ jobId: 'job-1', kind: 'gif-generate', result: { gifUrl: '/media/a.gif' } }));
    });
    expect(screen.getByRole('img', { name: 'Generated GIF' })).toHaveAttribute('src', '/media/a.gif');
    expect(screen.getByRole('link', { name: 'Download GIF' })).toHaveAttribute('href', '/media/a.gif');
  });
});

describe('background remover', () => {
  it('shows the cut-out on a checkerboard with a download saving output.png', async () => {
    const { user, posts, store } = setupTool(toolPage('remove-background'));
    await pick(user, 'Upload an image');
    await user.click(screen.getByRole('button', { name: 'Remove Background' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(posts()[0]).toEqual({
      method: 'POST',
      path: '/api/remove-background',
      body: { image: expect.stringMatching(/^data:image\/png/) as string },
    });
    act(() => {
      store.dispatch(jobCompleted({ jobId: 'job-1', kind: 'remove-background', result: { output: '/media/cut.png' } }));
    });
    expect(screen.getByRole('img', { name: 'Your image without its background' })).toHaveAttribute(
      'src',
      '/media/cut.png',
    );
    expect(screen.getByTestId('checkerboard')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Download Image' });
    expect(link).toHaveAttribute('href', '/media/cut.png');
    expect(link).toHaveAttribute('download', 'output.png');
  });

  it("says 'No valid output received.' on an empty output", async () => {
    const { user, store } = setupTool(toolPage('remove-background'));
    await pick(user, 'Upload an image');
    await user.click(screen.getByRole('button', { name: 'Remove Background' }));
    await screen.findByRole('button', { name: 'Processing...' });
    act(() => {
      store.dispatch(jobCompleted({ jobId: 'job-1', kind: 'remove-background', result: { output: '' } }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.noOutput);
  });
});

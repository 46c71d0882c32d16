import { MESSAGES } from '@contracts';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jobCompleted, jobProgress } from '../jobs/jobsSlice';
import { fileInput, pick, pngFile, setupTool, toolPage } from './testKit';

const button = () => screen.getByRole('button', { name: /^(Upscale Image|Upscaling\.\.\.)$/ });

describe('upscale page', () => {
  it('shows the title, subtitle, prompt input and drop zone', async () => {
    setupTool(toolPage('upscale'));
    expect(screen.getByRole('heading', { level: 1, name: 'Magic Image Refiner Upscaling' })).toBeInTheDocument();
    expect(screen.getByText('Compare your original image with the upscaled result')).toBeInTheDocument();
    expect(await screen.findByPlaceholderText('Enter your prompt')).toHaveAttribute('type', 'text');
    expect(screen.getByText('Drag & drop your image here or click to select')).toBeInTheDocument();
    expect(fileInput('Image')).toHaveAttribute('accept', 'image/*');
    expect(button()).toHaveTextContent('Upscale Image');
  });

  it('needs a non-blank prompt or an image', async () => {
    const { user, posts } = setupTool(toolPage('upscale'));
    await user.type(await screen.findByPlaceholderText('Enter your prompt'), '   ');
    await user.click(button());
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.promptOrImage);
    expect(posts()).toHaveLength(0);
  });

  it("reads 'Upscaling...' and is disabled while working, then shows both images and the download", async () => {
    const { user, posts, store } = setupTool(toolPage('upscale'));
    await user.type(await screen.findByPlaceholderText('Enter your prompt'), 'sharper details');
    await pick(user, 'Image', pngFile('portrait.png'));
    expect(screen.getByText('portrait.png')).toBeInTheDocument();
    await user.click(button());

    expect(await screen.findByRole('button', { name: 'Upscaling...' })).toBeDisabled();
    expect(posts()).toEqual([
      {
        method: 'POST',
        path: '/api/upscale',
        body: { prompt: 'sharper details', imageBase64: expect.stringMatching(/^data:image\/png;base64,/) as string },
      },
    ]);
    act(() => {
      store.dispatch(jobProgress({ jobId: 'job-1', kind: 'upscale', progress: 55, stage: 'Upscaling' }));
    });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '55');

    act(() => {
      store.dispatch(jobCompleted({ jobId: 'job-1', kind: 'upscale', result: { imageUrl: '/media/big.png' } }));
    });
    expect(button()).toHaveTextContent('Upscale Image');
    expect(button()).toBeEnabled();
    const comparison = screen.getByRole('region', { name: 'Comparison' });
    expect(within(comparison).getByRole('img', { name: 'Original image: portrait.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png/),
    );
    expect(within(comparison).getByRole('img', { name: 'Upscaled image' })).toHaveAttribute('src', '/media/big.png');
    const link = within(comparison).getByRole('link', { name: 'Download Upscaled Image' });
    expect(link).toHaveAttribute('href', '/media/big.png');
    expect(link).toHaveAttribute('download', 'upscaled-image.png');
  });

  it('never compares a newly picked image with the result of the previous one', async () => {
    const { user, store } = setupTool(toolPage('upscale'));
    await pick(user, 'Image', pngFile('first.png'));
    await user.click(button());
    await screen.findByRole('button', { name: 'Upscaling...' });
    act(() => {
      store.dispatch(jobCompleted({ jobId: 'job-1', kind: 'upscale', result: { imageUrl: '/media/first-big.png' } }));
    });
    const comparison = screen.getByRole('region', { name: 'Comparison' });
    expect(within(comparison).getByRole('img', { name: 'Upscaled image' })).toHaveAttribute(
      'src',
      '/media/first-big.png',
    );

    await pick(user, 'Image', pngFile('second.png'));
    expect(within(comparison).getByRole('img', { name: 'Original image: second.png' })).toBeInTheDocument();
    expect(within(comparison).queryByRole('img', { name: 'Upscaled image' })).not.toBeInTheDocument();
    expect(within(comparison).queryByRole('link', { name: 'Download Upscaled Image' })).not.toBeInTheDocument();
    expect(within(comparison).getByText('The upscaled result shows here.')).toBeInTheDocument();

    await user.click(button());
    await screen.findByRole('button', { name: 'Upscaling...' });
    act(() => {
      store.dispatch(jobCompleted({ jobId: 'job-2', kind: 'upscale', result: { imageUrl: '/media/second-big.png' } }));
    });
    expect(within(comparison).getByRole('img', { name: 'Upscaled image' })).toHaveAttribute(
      'src',
      '/media/second-big.png',
    );
  });

  it("shows 'No valid image URL received.' as a banner when the URL is missing", async () => {
    const { user, store } = setupTool(toolPage('upscale'));
    await user.type(await screen.findByPlaceholderText('Enter your prompt'), 'sharper');
    await user.click(button());
    await screen.findByRole('button', { name: 'Upscaling...' });
    act(() => {
      store.dispatch(jobCompleted({ jobId: 'job-1', kind: 'upscale', result: { imageUrl: '' } }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.noImageUrl);
    expect(screen.queryByRole('link', { name: 'Download Upscaled Image' })).not.toBeInTheDocument();
  });
});

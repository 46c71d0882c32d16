import { MESSAGES } from '@contracts';
import { type ReactNode, useId, useState } from 'react';

import { Dropzone, type PickedImage } from '../../components/Dropzone';
import { Page } from '../../components/Page';
import { Spinner } from '../../components/Spinner';
import { DownloadLink, mediaUrl, RequireSession, SubmitButton, ToolLayout, ToolStatus } from './ToolKit';
import { useToolJob } from './useToolJob';

export default function UpscalePage() {
  return (
    <Page title="Magic Image Refiner Upscaling" subtitle="Compare your original image with the upscaled result">
      <RequireSession>
        <Upscaler />
      </RequireSession>
    </Page>
  );
}

function Upscaler() {
  const ids = useId();
  const [prompt, setPrompt] = useState('');
  const [image, setImage] = useState<PickedImage | null>(null);
  // the original shown next to the result: the image sent with the request
  const [original, setOriginal] = useState<PickedImage | null>(null);
  // a result is compared only with the image it was made from: picking another one puts it away
  const [stale, setStale] = useState(false);
  const [validation, setValidation] = useState<string | null>(null);
  const tool = useToolJob('upscale');

  const imageUrl = stale ? null : mediaUrl(tool.result?.imageUrl);
  const missing = tool.result && !stale && !imageUrl ? MESSAGES.noImageUrl : null;
  const shownOriginal = original ?? image;

  function onSubmit() {
    if (tool.running) return;
    if (!prompt.trim() && !image) {
      setValidation(MESSAGES.promptOrImage);
      return;
    }
    setValidation(null);
    setOriginal(image);
    setStale(false);
    void tool.submit({ prompt: prompt.trim(), ...(image ? { imageBase64: image.dataUrl } : {}) });
  }

  return (
    <ToolLayout
      resultUrl={imageUrl}
      stacked
      onSubmit={onSubmit}
      resultLabel="Comparison"
      form={
        <>
          <div>
            <label htmlFor={`${ids}-prompt`} className="field-label">
              Prompt
            </label>
            <input
              id={`${ids}-prompt`}
              type="text"
              className="field-input"
              placeholder="Enter your prompt"
              autoComplete="off"
              maxLength={2000}
              value={prompt}
              onChange={(event) => setPrompt(event.target.value)}
            />
          </div>
          <Dropzone
            label="Image"
            hint="Drag & drop your image here or click to select"
            value={image}
            onChange={(next) => {
              setImage(next);
              setOriginal(null);
              setStale(true);
            }}
            disabled={tool.running}
            preview={false}
          />
          <SubmitButton running={tool.running} idle="Upscale Image" busy="Upscaling..." />
          <ToolStatus tool={tool} validation={validation} missing={missing} label="Upscale" />
        </>
      }
      result={
        <div className="space-y-5">
          <div className="grid grid-cols-2 gap-3 sm:gap-6">
            <ComparePane title="Original">
              {shownOriginal ? (
                <img
                  src={shownOriginal.dataUrl}
                  alt={`Original image: ${shownOriginal.name}`}
                  className="size-full object-contain"
                />
              ) : (
                <p className="p-4 text-center text-sm text-muted">Your original image shows here.</p>
              )}
            </ComparePane>
            <ComparePane title="Upscaled">
              {tool.running ? (
                <div role="status" className="flex flex-col items-center gap-3 p-4 text-center">
                  <Spinner className="size-8" />
                  <span className="text-sm text-ink">Upscaling...</span>
                </div>
              ) : imageUrl ? (
                <img src={imageUrl} alt="Upscaled image" decoding="async" className="size-full object-contain" />
              ) : (
                <p className="p-4 text-center text-sm text-muted">The upscaled result shows here.</p>
              )}
            </ComparePane>
          </div>
          {imageUrl && !tool.running ? (
            <div className="flex justify-center">
              <DownloadLink href={imageUrl} filename="upscaled-image.png">
                Download Upscaled Image
              </DownloadLink>
            </div>
          ) : null}
        </div>
      }
    />
  );
}

function ComparePane({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className="min-w-0">
      <div className="flex aspect-[3/4] items-center justify-center overflow-hidden rounded-2xl border border-line/60 bg-raised/60 shadow-soft sm:aspect-square">
        {children}
      </div>
      <figcaption className="mt-2 text-center text-sm font-semibold text-muted">{title}</figcaption>
    </figure>
  );
}

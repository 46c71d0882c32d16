import { ASPECT_RATIOS, type AspectRatio, MESSAGES } from '@contracts';
import { useId, useState } from 'react';

import { Dropzone, type PickedImage } from '../../components/Dropzone';
import { Page } from '../../components/Page';
import {
  DownloadLink,
  extensionOf,
  mediaUrl,
  RequireSession,
  ResultFrame,
  ResultImage,
  SubmitButton,
  ToolLayout,
  ToolStatus,
} from './ToolKit';
import { useToolJob } from './useToolJob';

const TITLE = 'AI Image Generator';

export default function GenerateImagePage() {
  return (
    <Page title={TITLE} subtitle="Describe a picture, or start from one of yours.">
      <RequireSession>
        <ImageGenerator />
      </RequireSession>
    </Page>
  );
}

function ImageGenerator() {
  const ids = useId();
  const [prompt, setPrompt] = useState('');
  const [image, setImage] = useState<PickedImage | null>(null);
  const [aspectRatio, setAspectRatio] = useState<AspectRatio>('1:1');
  const [validation, setValidation] = useState<string | null>(null);
  const tool = useToolJob('flux-generate');

  const imageUrl = mediaUrl(tool.result?.imageUrl);
  const missing = tool.result && !imageUrl ? MESSAGES.noImageUrl : null;

  function onSubmit() {
    if (tool.running) return;
    if (!prompt.trim() && !image) {
      setValidation(MESSAGES.promptOrImage);
      return;
    }
    setValidation(null);
    void tool.submit({ prompt: prompt.trim(), aspectRatio, ...(image ? { imageBase64: image.dataUrl } : {}) });
  }

  return (
    <ToolLayout
      resultUrl={imageUrl}
      onSubmit={onSubmit}
      resultLabel="Generated image"
      form={
        <>
          <div>
            <label htmlFor={`${ids}-prompt`} className="field-label">
              Prompt
            </label>
            <textarea
              id={`${ids}-prompt`}
              className="field-input min-h-32 resize-y"
              placeholder="e.g., a woman in a red dress on a rooftop at sunset"
              maxLength={2000}
              value={prompt}
              onChange={(event) => setPrompt(event.target.value)}
            />
          </div>
          <Dropzone label="Start from an image (optional)" value={image} onChange={setImage} disabled={tool.running} />
          <div>
            <label htmlFor={`${ids}-ratio`} className="field-label">
              Aspect ratio
            </label>
            <select
              id={`${ids}-ratio`}
              className="field-input"
              value={aspectRatio}
              onChange={(event) => setAspectRatio(event.target.value as AspectRatio)}
            >
              {ASPECT_RATIOS.map((ratio) => (
                <option key={ratio} value={ratio}>
                  {ratio}
                </option>
              ))}
            </select>
            {image ? (
              <p className="mt-1.5 text-xs text-muted">
                Your image is centre-cropped to {aspectRatio} before it is sent.
              </p>
            ) : null}
          </div>
          <SubmitButton running={tool.running} idle="Generate" busy="Generating..." />
          <ToolStatus tool={tool} validation={validation} missing={missing} label="Image" />
        </>
      }
      result={
        <ResultFrame
          running={tool.running}
          busyLabel="Your image is on its way..."
          emptyLabel="Your image will appear here."
        >
          {imageUrl ? (
            <>
              <ResultImage src={imageUrl} alt="Generated image" />
              <DownloadLink href={imageUrl} filename={`generated-image.${extensionOf(imageUrl, 'png')}`}>
                Download Image
              </DownloadLink>
            </>
          ) : null}
        </ResultFrame>
      }
    />
  );
}

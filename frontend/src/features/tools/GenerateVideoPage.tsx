import { MESSAGES } from '@contracts';
import { useId, useState } from 'react';

import { Dropzone, type PickedImage } from '../../components/Dropzone';
import { Page } from '../../components/Page';
import {
  DownloadLink,
  extensionOf,
  mediaUrl,
  RequireSession,
  ResultFrame,
  SubmitButton,
  ToolLayout,
  ToolStatus,
} from './ToolKit';
import { useToolJob } from './useToolJob';

export default function GenerateVideoPage() {
  return (
    <Page title="AI Video Generator" subtitle="Bring a picture to life from a start image and a prompt.">
      <RequireSession>
        <VideoGenerator />
      </RequireSession>
    </Page>
  );
}

function VideoGenerator() {
  const ids = useId();
  const [prompt, setPrompt] = useState('');
  const [negativePrompt, setNegativePrompt] = useState('');
  const [image, setImage] = useState<PickedImage | null>(null);
  const [validation, setValidation] = useState<string | null>(null);
  const tool = useToolJob('video-generate');

  const videoUrl = mediaUrl(tool.result?.videoUrl);
  const missing = tool.result && !videoUrl ? MESSAGES.noVideoUrl : null;

  function onSubmit() {
    if (tool.running) return;
    if (!prompt.trim() || !image) {
      setValidation(MESSAGES.promptAndStartImage);
      return;
    }
    setValidation(null);
    const negative = negativePrompt.trim();
    void tool.submit({
      prompt: prompt.trim(),
      image: image.dataUrl,
      ...(negative ? { negative_prompt: negative } : {}),
    });
  }

  return (
    <ToolLayout
      resultUrl={videoUrl}
      onSubmit={onSubmit}
      resultLabel="Generated video"
      form={
        <>
          <div>
            <label htmlFor={`${ids}-prompt`} className="field-label">
              Prompt
            </label>
            <textarea
              id={`${ids}-prompt`}
              className="field-input min-h-28 resize-y"
              placeholder="e.g., she turns and smiles, slow zoom in"
              maxLength={2000}
              value={prompt}
              onChange={(event) => setPrompt(event.target.value)}
            />
          </div>
          <div>
            <label htmlFor={`${ids}-negative`} className="field-label">
              Negative prompt (optional)
            </label>
            <input
              id={`${ids}-negative`}
              className="field-input"
              placeholder="e.g., blurry, distorted"
              autoComplete="off"
              maxLength={2000}
              value={negativePrompt}
              onChange={(event) => setNegativePrompt(event.target.value)}
            />
          </div>
          <Dropzone label="Start image" value={image} onChange={setImage} disabled={tool.running} />
          <SubmitButton running={tool.running} idle="Generate Video" busy="Generating..." />
          <ToolStatus tool={tool} validation={validation} missing={missing} label="Video" />
        </>
      }
      result={
        <ResultFrame
          running={tool.running}
          shape="aspect-video"
          busyLabel="Your video is on its way... this can take a few minutes."
          emptyLabel="Your video will appear here."
        >
          {videoUrl ? (
            <>
              <video
                key={videoUrl}
                src={videoUrl}
                controls
                playsInline
                loop
                preload="metadata"
                aria-label="Generated video"
                className="block max-h-[70vh] w-full rounded-2xl border border-line/60 bg-black object-contain shadow-soft"
              />
              <DownloadLink href={videoUrl} filename={`generated-video.${extensionOf(videoUrl, 'mp4')}`}>
                Download Video
              </DownloadLink>
            </>
          ) : null}
        </ResultFrame>
      }
    />
  );
}

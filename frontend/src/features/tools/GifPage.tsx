import { MESSAGES } from '@contracts';
import { useId, useState } from 'react';

import { Dropzone, type PickedImage } from '../../components/Dropzone';
import { Page } from '../../components/Page';
import {
  DownloadLink,
  mediaUrl,
  RequireSession,
  ResultFrame,
  ResultImage,
  SubmitButton,
  ToolLayout,
  ToolStatus,
} from './ToolKit';
import { useToolJob } from './useToolJob';

export default function GifPage() {
  return (
    <Page title="GIF Generator" subtitle="Turn an image and a prompt into a short animated GIF.">
      <RequireSession>
        <GifGenerator />
      </RequireSession>
    </Page>
  );
}

function GifGenerator() {
  const ids = useId();
  const [prompt, setPrompt] = useState('');
  const [image, setImage] = useState<PickedImage | null>(null);
  const [validation, setValidation] = useState<string | null>(null);
  const tool = useToolJob('gif-generate');

  const gifUrl = mediaUrl(tool.result?.gifUrl);
  const missing = tool.result && !gifUrl ? MESSAGES.noImageUrl : null;

  function onSubmit() {
    if (tool.running) return;
    if (!image || !prompt.trim()) {
      setValidation(MESSAGES.imageAndPrompt);
      return;
    }
    setValidation(null);
    void tool.submit({ prompt: prompt.trim(), image: image.dataUrl });
  }

  return (
    <ToolLayout
      resultUrl={gifUrl}
      onSubmit={onSubmit}
      resultLabel="Generated GIF"
      form={
        <>
          <Dropzone label="Image" value={image} onChange={setImage} disabled={tool.running} />
          <div>
            <label htmlFor={`${ids}-prompt`} className="field-label">
              Prompt
            </label>
            <input
              id={`${ids}-prompt`}
              className="field-input"
              placeholder="e.g., zoom in slowly"
              autoComplete="off"
              maxLength={2000}
              value={prompt}
              onChange={(event) => setPrompt(event.target.value)}
            />
          </div>
          <SubmitButton running={tool.running} idle="Generate GIF" busy="Generating..." />
          <ToolStatus tool={tool} validation={validation} missing={missing} label="GIF" />
        </>
      }
      result={
        <ResultFrame
          running={tool.running}
          busyLabel="Your GIF is on its way..."
          emptyLabel="Your GIF will appear here."
        >
          {gifUrl ? (
            <>
              <ResultImage src={gifUrl} alt="Generated GIF" />
              <DownloadLink href={gifUrl} filename="generated.gif">
                Download GIF
              </DownloadLink>
            </>
          ) : null}
        </ResultFrame>
      }
    />
  );
}

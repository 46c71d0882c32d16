import { MESSAGES } from '@contracts';
import { useState } from 'react';

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

export default function RemoveBackgroundPage() {
  return (
    <Page title="Remove Background" subtitle="Cut the subject out of any picture.">
      <RequireSession>
        <BackgroundRemover />
      </RequireSession>
    </Page>
  );
}

function BackgroundRemover() {
  const [image, setImage] = useState<PickedImage | null>(null);
  const [validation, setValidation] = useState<string | null>(null);
  const tool = useToolJob('remove-background');

  const output = mediaUrl(tool.result?.output);
  const missing = tool.result && !output ? MESSAGES.noOutput : null;

  function onSubmit() {
    if (tool.running) return;
    if (!image) {
      setValidation(MESSAGES.uploadImage);
      return;
    }
    setValidation(null);
    void tool.submit({ image: image.dataUrl });
  }

  return (
    <ToolLayout
      resultUrl={output}
      onSubmit={onSubmit}
      resultLabel="Image without background"
      form={
        <>
          <Dropzone label="Upload an image" value={image} onChange={setImage} disabled={tool.running} />
          <SubmitButton running={tool.running} idle="Remove Background" busy="Processing..." />
          <ToolStatus tool={tool} validation={validation} missing={missing} label="Background removal" />
        </>
      }
      result={
        <ResultFrame
          running={tool.running}
          busyLabel="Removing the background..."
          emptyLabel="The cut-out appears here, on a checkerboard that shows what is transparent."
        >
          {output ? (
            <>
              <ResultImage src={output} alt="Your image without its background" checkerboard />
              <DownloadLink href={output} filename="output.png">
                Download Image
              </DownloadLink>
            </>
          ) : null}
        </ResultFrame>
      }
    />
  );
}

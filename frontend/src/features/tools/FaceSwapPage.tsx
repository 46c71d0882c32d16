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

/** The consent line of SAFETY.md section 3. */
export const CONSENT_LABEL = 'I confirm I have the right to use both faces, and no one pictured is a minor.';

const ZONE_CELL = 'sm:row-span-4 sm:grid sm:grid-rows-subgrid sm:[&>label]:self-end';

export default function FaceSwapPage() {
  return (
    <Page title="Face Swap" subtitle="Swap a face from one picture into another.">
      <RequireSession>
        <FaceSwapTool />
      </RequireSession>
    </Page>
  );
}

function FaceSwapTool() {
  const ids = useId();
  const [target, setTarget] = useState<PickedImage | null>(null);
  const [face, setFace] = useState<PickedImage | null>(null);
  const [consent, setConsent] = useState(false);
  const [validation, setValidation] = useState<string | null>(null);
  const tool = useToolJob('face-swap');

  const output = mediaUrl(tool.result?.output);
  const missing = tool.result && !output ? MESSAGES.noOutput : null;

  function onSubmit() {
    if (tool.running) return;
    if (!target || !face) {
      setValidation(MESSAGES.bothImages);
      return;
    }
    if (!consent) {
      setValidation(MESSAGES.faceSwapConsent);
      return;
    }
    setValidation(null);
    void tool.submit({ input_image: target.dataUrl, swap_image: face.dataUrl, consent: true });
  }

  return (
    <ToolLayout
      resultUrl={output}
      onSubmit={onSubmit}
      resultLabel="Face swap result"
      form={
        <>
          {/* side by side from sm up, on a shared row grid so both zones line up whatever their labels' length */}
          <div className="grid gap-y-5 sm:grid-cols-2 sm:gap-x-5 sm:gap-y-0">
            <Dropzone
              className={ZONE_CELL}
              label="Upload your image"
              value={target}
              onChange={setTarget}
              disabled={tool.running}
            />
            <Dropzone
              className={ZONE_CELL}
              label="Upload the face you want to change for"
              value={face}
              onChange={setFace}
              disabled={tool.running}
            />
          </div>
          <div className="flex items-start gap-3 rounded-xl bg-night/60 px-4 py-3">
            <input
              id={`${ids}-consent`}
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-rose"
              aria-required="true"
              checked={consent}
              onChange={(event) => {
                setConsent(event.target.checked);
                if (event.target.checked && validation === MESSAGES.faceSwapConsent) setValidation(null);
              }}
            />
            <label htmlFor={`${ids}-consent`} className="text-sm leading-snug text-ink">
              {CONSENT_LABEL}
            </label>
          </div>
          <SubmitButton running={tool.running} idle="Generate Face Swap" busy="Processing..." />
          <ToolStatus tool={tool} validation={validation} missing={missing} label="Face swap" />
        </>
      }
      result={
        <ResultFrame running={tool.running} busyLabel="Swapping faces..." emptyLabel="Your face swap will appear here.">
          {output ? (
            <>
              <ResultImage src={output} alt="Face swap result" />
              <DownloadLink href={output} filename="face-swapped.png">
                Download Image
              </DownloadLink>
            </>
          ) : null}
        </ResultFrame>
      }
    />
  );
}

import type { ComparisonResult, SingleResult } from '@contracts';
import type { ReactNode } from 'react';

import type { PickedImage } from '../../components/Dropzone';
import { Spinner } from '../../components/Spinner';
import { DownloadLink, extensionOf, ResultFrame, ResultImage } from './ToolKit';

interface ToolResultViewProps {
  shows: SingleResult | ComparisonResult;
  running: boolean;
  /** the finished job's media URL */
  url: string | null;
  /** a comparison's original: the image sent, else the one picked */
  original: PickedImage | null;
}

/** The result area of a tool page, as its catalogue entry's `form.result` describes it. */
export function ToolResultView({ shows, running, url, original }: ToolResultViewProps) {
  if (shows.kind === 'comparison') return <Comparison shows={shows} running={running} url={url} original={original} />;
  return (
    <ResultFrame
      running={running}
      shape={shows.kind === 'video' ? 'aspect-video' : 'aspect-square'}
      busyLabel={shows.busy}
      emptyLabel={shows.empty}
    >
      {url ? (
        <>
          {shows.kind === 'video' ? (
            <video
              key={url}
              src={url}
              controls
              playsInline
              loop
              preload="metadata"
              aria-label={shows.alt}
              className="block max-h-[70vh] w-full rounded-2xl border border-line/60 bg-black object-contain shadow-soft"
            />
          ) : (
            <ResultImage src={url} alt={shows.alt} checkerboard={shows.checkerboard ?? false} />
          )}
          <Download shows={shows} url={url} />
        </>
      ) : null}
    </ResultFrame>
  );
}

/** The download under the file name of the catalogue (`{ext}`: the URL's own extension). */
function Download({ shows, url }: { shows: SingleResult | ComparisonResult; url: string }) {
  const fallback = shows.kind === 'video' ? 'mp4' : 'png';
  return (
    <DownloadLink href={url} filename={shows.download.file.replace('{ext}', extensionOf(url, fallback))}>
      {shows.download.label}
    </DownloadLink>
  );
}

/** The original and the output side by side, the download under them. */
function Comparison({ shows, running, url, original }: ToolResultViewProps & { shows: ComparisonResult }) {
  return (
    <div className="space-y-5">
      <div className="grid grid-cols-2 gap-3 sm:gap-6">
        <ComparePane title={shows.original.title}>
          {original ? (
            <img
              src={original.dataUrl}
              alt={`${shows.original.title} image: ${original.name}`}
              className="size-full object-contain"
            />
          ) : (
            <p className="p-4 text-center text-sm text-muted">{shows.original.empty}</p>
          )}
        </ComparePane>
        <ComparePane title={shows.output.title}>
          {running ? (
            <div role="status" className="flex flex-col items-center gap-3 p-4 text-center">
              <Spinner className="size-8" />
              <span className="text-sm text-ink">{shows.output.busy}</span>
            </div>
          ) : url ? (
            <img src={url} alt={shows.output.alt} decoding="async" className="size-full object-contain" />
          ) : (
            <p className="p-4 text-center text-sm text-muted">{shows.output.empty}</p>
          )}
        </ComparePane>
      </div>
      {url && !running ? (
        <div className="flex justify-center">
          <Download shows={shows} url={url} />
        </div>
      ) : null}
    </div>
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

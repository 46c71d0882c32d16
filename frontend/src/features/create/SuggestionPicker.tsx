import { SUGGESTIONS_PER_PAGE, type WizardField } from '@contracts';
import { useState } from 'react';

import { thumbnailUrl } from './thumbnails';

interface SuggestionPickerProps {
  field: WizardField;
  suggestions: readonly string[];
  picked: string | null;
  page: number;
  onPage: (page: number) => void;
  /** the suggestion, or null when the picked one is clicked again */
  onPick: (suggestion: string | null) => void;
  /** bigger cards (the style step's two choices) */
  large?: boolean;
}

/** Suggestion buttons, SUGGESTIONS_PER_PAGE at a time, with pagination dots. */
export function SuggestionPicker({
  field,
  suggestions,
  picked,
  page,
  onPage,
  onPick,
  large = false,
}: SuggestionPickerProps) {
  const pages = Math.max(1, Math.ceil(suggestions.length / SUGGESTIONS_PER_PAGE));
  const current = Math.min(page, pages - 1);
  const shown = suggestions.slice(current * SUGGESTIONS_PER_PAGE, (current + 1) * SUGGESTIONS_PER_PAGE);
  const withPictures = thumbnailUrl(field, suggestions[0] ?? '') !== null;

  return (
    <div>
      <ul
        aria-label="Suggestions"
        className={`grid gap-3 ${large ? 'mx-auto max-w-[372px] grid-cols-2' : withPictures ? 'mx-auto max-w-[564px] grid-cols-3' : 'grid-cols-3'}`}
      >
        {shown.map((suggestion) => {
          const selected = picked === suggestion;
          const src = thumbnailUrl(field, suggestion);
          return (
            <li key={suggestion} className="flex">
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onPick(selected && field !== 'style' ? null : suggestion)}
                className={`flex w-full flex-col overflow-hidden rounded-2xl border text-center transition-colors ${
                  selected
                    ? 'border-rose bg-rose/15 text-ink ring-2 ring-rose'
                    : 'border-line bg-raised text-ink hover:border-plum'
                } ${withPictures ? '' : 'min-h-16 items-center justify-center'}`}
              >
                {src ? <Thumbnail key={src} src={src} /> : null}
                <span className={`block px-2 py-2.5 font-semibold ${large ? 'text-base' : 'text-sm'}`}>
                  {suggestion}
                </span>
              </button>
            </li>
          );
        })}
      </ul>

      {pages > 1 ? (
        <div className="mt-4 flex items-center justify-center gap-2">
          <button
            type="button"
            className="flex size-9 items-center justify-center rounded-full text-muted hover:bg-raised hover:text-ink disabled:opacity-40"
            onClick={() => onPage(current - 1)}
            disabled={current === 0}
            aria-label="Previous suggestions"
          >
            <Chevron direction="left" />
          </button>
          <div className="flex items-center gap-1" role="group" aria-label="Suggestion pages">
            {Array.from({ length: pages }, (_, index) => (
              <button
                key={index}
                type="button"
                onClick={() => onPage(index)}
                aria-label={`Page ${index + 1} of ${pages}`}
                aria-current={index === current ? 'true' : undefined}
                className="flex size-7 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block rounded-full transition-all ${index === current ? 'size-3 bg-rose' : 'size-2 bg-line hover:bg-plum'}`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            className="flex size-9 items-center justify-center rounded-full text-muted hover:bg-raised hover:text-ink disabled:opacity-40"
            onClick={() => onPage(current + 1)}
            disabled={current === pages - 1}
            aria-label="More suggestions"
          >
            <Chevron direction="right" />
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** A suggestion's picture; hidden if it fails to load. */
function Thumbnail({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <span className="relative block aspect-[2/3] w-full bg-night">
      <img
        src={src}
        alt=""
        width={180}
        height={270}
        decoding="async"
        onError={() => setFailed(true)}
        className="absolute inset-0 size-full object-cover"
      />
    </span>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path strokeLinecap="round" strokeLinejoin="round" d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}

import type { Pic } from '@contracts';

import { FlagIcon } from './FlagIcon';

interface GalleryProps {
  pics: Pic[];
  /** the girl's name: the alt text of every picture */
  name: string;
  /** shows a delete (×) button on each picture when given */
  onDelete?: (pic: Pic) => void;
  /** disables the delete buttons (a job is running, a delete is on its way) */
  disabled?: boolean;
  /** the picture to outline (the one shown large) */
  currentId?: string | null;
  onSelect?: (pic: Pic) => void;
  /** her owner's switch on each picture that has a post: on the public feed, or kept off it */
  onShare?: (pic: Pic & { postId: string }, shared: boolean) => void;
  /** shows a Report button on each picture that has a feed post (what the report is about) */
  onReport?: (pic: Pic & { postId: string }) => void;
  /** her owner's "Make this her portrait" on each picture that is not her portrait (`portraitUrl`) */
  onMakePortrait?: (pic: Pic) => void;
  portraitUrl?: string | null;
  className?: string;
}

/** Her pictures in 9:16 frames: two columns on a phone, more on wider screens. */
export function Gallery({
  pics,
  name,
  onDelete,
  disabled = false,
  currentId,
  onSelect,
  onReport,
  onShare,
  onMakePortrait,
  portraitUrl = null,
  className = '',
}: GalleryProps) {
  return (
    <ul className={`grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 ${className}`}>
      {pics.map((pic, index) => {
        const current = pic.id === currentId;
        const image = (
          <img
            src={pic.url}
            alt={name}
            loading="lazy"
            decoding="async"
            width={360}
            height={640}
            className="absolute inset-0 size-full object-cover"
          />
        );
        return (
          <li
            key={pic.id}
            className={`group relative aspect-[9/16] overflow-hidden rounded-2xl border bg-raised shadow-soft ${
              current ? 'border-rose-soft ring-2 ring-rose-soft/60' : 'border-line/60'
            }`}
          >
            {onSelect ? (
              <button
                type="button"
                className="absolute inset-0 size-full rounded-2xl"
                onClick={() => onSelect(pic)}
                aria-label={`Show picture ${index + 1} of ${name} large`}
                aria-pressed={current}
              >
                {image}
              </button>
            ) : (
              <a href={pic.url} target="_blank" rel="noreferrer" className="absolute inset-0 rounded-2xl">
                {image}
                <span className="sr-only">
                  Open picture {index + 1} of {name}
                </span>
              </a>
            )}
            {onDelete ? (
              <button
                type="button"
                onClick={() => onDelete(pic)}
                disabled={disabled}
                aria-label={`Delete picture ${index + 1}`}
                className="absolute top-2 right-2 flex size-9 items-center justify-center rounded-full bg-night/80 text-ink shadow-soft backdrop-blur transition-colors hover:bg-rose disabled:cursor-not-allowed disabled:opacity-50"
              >
                <svg
                  viewBox="0 0 24 24"
                  className="size-4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  aria-hidden="true"
                >
                  <path strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
                </svg>
              </button>
            ) : null}
            {onMakePortrait ? (
              <PortraitMark
                isPortrait={pic.url === portraitUrl}
                disabled={disabled}
                onClick={() => onMakePortrait(pic)}
              />
            ) : null}
            {onShare && pic.postId ? (
              <ShareToggle pic={pic} index={index} disabled={disabled} onShare={onShare} />
            ) : null}
            {onReport && pic.postId ? (
              <button
                type="button"
                onClick={() => onReport({ ...pic, postId: pic.postId! })}
                aria-label={`Report picture ${index + 1}`}
                title="Report"
                className="absolute bottom-2 left-2 flex size-9 items-center justify-center rounded-full bg-night/80 text-ink shadow-soft backdrop-blur transition-colors hover:bg-rose"
              >
                <FlagIcon />
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** Her owner's switch on a picture with a post: 'On the feed' or 'Private'. */
function ShareToggle(props: {
  pic: Pic;
  index: number;
  disabled: boolean;
  onShare: NonNullable<GalleryProps['onShare']>;
}) {
  const { pic, index, disabled, onShare } = props;
  return (
    <button
      type="button"
      onClick={() => onShare({ ...pic, postId: pic.postId! }, !pic.shared)}
      disabled={disabled}
      aria-pressed={Boolean(pic.shared)}
      aria-label={`Picture ${index + 1} on the public feed`}
      title={pic.shared ? 'On the public feed: click to take it off' : 'Only in her gallery: click to share it'}
      className="absolute right-2 bottom-2 rounded-full bg-night/80 px-2.5 py-1 text-xs font-semibold text-ink shadow-soft backdrop-blur transition-colors hover:bg-rose disabled:opacity-50"
    >
      {pic.shared ? 'On the feed' : 'Private'}
    </button>
  );
}

/** Her portrait's badge, or the button that makes this picture her portrait. */
function PortraitMark({
  isPortrait,
  disabled,
  onClick,
}: {
  isPortrait: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  const look =
    'absolute top-2 left-2 rounded-full bg-night/80 px-2.5 py-1 text-xs font-semibold shadow-soft backdrop-blur';
  if (isPortrait) return <span className={`${look} text-rose-soft`}>Her portrait</span>;
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={`${look} text-ink transition-colors hover:bg-rose disabled:cursor-not-allowed disabled:opacity-50`}
    >
      Make this her portrait
    </button>
  );
}

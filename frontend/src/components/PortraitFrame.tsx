import { useState } from 'react';

const gradients = [
  'from-rose/70 via-plum/60 to-night',
  'from-plum/70 via-rose-deep/50 to-night',
  'from-[#f59e0b]/40 via-rose/50 to-night',
  'from-[#6d28d9]/50 via-plum/50 to-night',
  'from-rose-soft/50 via-[#7c3aed]/30 to-night',
  'from-[#0ea5e9]/30 via-plum/50 to-night',
];

interface PortraitFrameProps {
  /** image URL; without one (or when it fails to load) a gradient placeholder is shown */
  src?: string | null;
  /** the girl's name */
  alt: string;
  /** picks the placeholder gradient */
  index?: number;
  className?: string;
  eager?: boolean;
}

/** A 9:16 portrait frame, image cropped to cover, lazy by default. */
export function PortraitFrame({ src, alt, index = 0, className = '', eager = false }: PortraitFrameProps) {
  const [failed, setFailed] = useState(false);
  const showImage = Boolean(src) && !failed;
  return (
    <div
      className={`relative aspect-[9/16] overflow-hidden rounded-2xl border border-line/60 bg-gradient-to-br shadow-soft ${
        gradients[index % gradients.length]
      } ${className}`}
    >
      {showImage ? (
        <img
          src={src ?? undefined}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          width={360}
          height={640}
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <div aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
          <HeartIcon className="size-10 text-white/25" />
        </div>
      )}
    </div>
  );
}

export function HeartIcon({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className={className}>
      <path d="M12 21s-7.5-4.6-9.6-9.4C.9 8.1 3 4.5 6.6 4.5c2.1 0 3.5 1.1 4.4 2.5.9-1.4 2.3-2.5 4.4-2.5 3.6 0 5.7 3.6 4.2 7.1C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

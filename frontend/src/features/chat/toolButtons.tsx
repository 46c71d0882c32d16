/** The small round buttons under a message. */
export const tool =
  'inline-flex h-8 min-w-8 items-center justify-center rounded-full px-2 text-xs font-semibold text-muted transition-colors hover:bg-raised hover:text-ink focus-visible:outline-2 focus-visible:outline-rose-soft disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

/** A small line icon (the buttons carry their names in aria-label; no text joins the message's own). */
export function Icon({ d }: { d: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

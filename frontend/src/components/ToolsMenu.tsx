import { TOOLS } from '@contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';

/** The six tools, as the footer lists them. */
export const TOOL_LINKS = TOOLS.map((tool) => ({ label: tool.label, to: `/${tool.pagePath}` }));

/**
 * "Tools" in the header: a button that opens the list of the six tools (Escape or a click outside
 * closes it, focus goes back to the button; a new page closes it).
 */
export function ToolsMenu({ className }: { className: string }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [shownAt, setShownAt] = useState(pathname);
  if (shownAt !== pathname) {
    setShownAt(pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);
  const current = TOOL_LINKS.some((tool) => pathname === tool.to);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        className={`${className} inline-flex items-center gap-1`}
        aria-expanded={open}
        aria-controls={listId}
        aria-current={current ? 'page' : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        Tools
        <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </button>
      {open ? (
        <ul
          id={listId}
          aria-label="Tools"
          className="absolute top-full left-0 z-50 mt-2 w-56 rounded-2xl border border-line bg-surface p-2 shadow-soft"
        >
          {TOOL_LINKS.map((tool) => (
            <li key={tool.to}>
              <Link
                to={tool.to}
                className="block rounded-xl px-3 py-2 text-sm text-muted hover:bg-raised hover:text-ink"
                aria-current={pathname === tool.to ? 'page' : undefined}
              >
                {tool.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

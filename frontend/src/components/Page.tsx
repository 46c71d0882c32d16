import { type ReactNode, useEffect } from 'react';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · AI Girls` : 'AI Girls';
  }, [title]);
}

interface PageProps {
  title: string;
  subtitle?: ReactNode;
  /** narrow pages (forms) use a smaller column */
  width?: 'narrow' | 'normal' | 'wide';
  /** less room around the heading, for screens that must fit one window (the wizard) */
  compact?: boolean;
  children?: ReactNode;
}

const widths = { narrow: 'max-w-xl', normal: 'max-w-4xl', wide: 'max-w-6xl' } as const;

/** The layout every screen shares: one column, one heading, same spacing. */
export function Page({ title, subtitle, width = 'wide', compact = false, children }: PageProps) {
  useDocumentTitle(title);
  return (
    <div className={`mx-auto w-full ${widths[width]} px-4 ${compact ? 'py-6 sm:py-8' : 'py-10 sm:py-14'} sm:px-6`}>
      <header className={compact ? 'mb-5 sm:mb-6' : 'mb-8 sm:mb-10'}>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        {subtitle ? <p className="mt-3 max-w-2xl text-base text-muted sm:text-lg">{subtitle}</p> : null}
      </header>
      {children}
    </div>
  );
}

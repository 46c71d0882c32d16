import type { User } from '@contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { useSession } from '../features/auth/useSession';
import { useSignOut } from '../features/auth/useSignOut';
import { buttonClass } from './button';
import { Logo } from './Logo';
import { TOOL_LINKS, ToolsMenu } from './ToolsMenu';

interface NavItem {
  label: string;
  to: string;
  /** path prefixes that mark the item as the current page */
  match: string[];
}

/** The spec's navigation: Home, Create, Chat and Pics (both to /mygirls), Sign In, Feed; then Premium and the Tools menu. */
const NAV: NavItem[] = [
  { label: 'Home', to: '/', match: [] },
  { label: 'Create', to: '/create', match: ['/create'] },
  { label: 'Chat', to: '/mygirls', match: ['/mygirls', '/chat/'] },
  { label: 'Pics', to: '/mygirls', match: ['/pics/'] },
];
const FEED: NavItem = { label: 'Feed', to: '/feed', match: ['/feed'] };
const PREMIUM: NavItem = { label: 'Premium', to: '/subscriptions', match: ['/subscriptions'] };
/** Only for admins (ADMIN_USERNAMES): the review queue of reported posts. */
const REPORTS: NavItem = { label: 'Reports', to: '/admin/reports', match: ['/admin/reports'] };

function isCurrent(item: NavItem, pathname: string): boolean {
  if (item.to === '/' && item.match.length === 0) return pathname === '/';
  return item.match.some((prefix) => pathname === prefix || pathname.startsWith(prefix));
}

export function creditsLabel(user: User): string {
  if (user.isSubscribed) return 'Premium';
  return `${user.credits} ${user.credits === 1 ? 'credit' : 'credits'}`;
}

/** The mobile menu's open state: a new page closes it, and so does Escape (focus back on its button). */
function useMobileMenu(pathname: string) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // A new page closes the mobile menu.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  // Escape closes the mobile menu and gives focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        menuButtonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return { menuOpen, setMenuOpen, menuButtonRef };
}

/** The signed-in visitor's name and credits (to their girls, or to subscribing) and 'Sign out'. */
function AccountBox({ user, signOut, isSigningOut }: { user: User; signOut: () => void; isSigningOut: boolean }) {
  return (
    <div className="flex items-center gap-2">
      <Link
        to={user.isSubscribed ? '/mygirls' : '/subscriptions'}
        className="flex items-center gap-2 rounded-full border border-line bg-raised py-1 pr-3 pl-1 text-sm hover:border-plum"
      >
        <span
          aria-hidden="true"
          className="flex size-7 items-center justify-center rounded-full bg-plum text-xs font-bold text-white uppercase"
        >
          {user.username.slice(0, 1)}
        </span>
        <span className="max-w-[10rem] truncate font-medium">{user.username}</span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
            user.isSubscribed ? 'bg-rose text-white' : 'bg-night text-rose-soft'
          }`}
        >
          {creditsLabel(user)}
        </span>
      </Link>
      <Link to="/account" className={buttonClass('ghost', 'sm')}>
        Account
      </Link>
      <button type="button" className={buttonClass('ghost', 'sm')} onClick={signOut} disabled={isSigningOut}>
        {isSigningOut ? 'Signing out...' : 'Sign out'}
      </button>
    </div>
  );
}

export function Header() {
  const { user, isLoading, hintUsername } = useSession();
  const { signOut, isSigningOut } = useSignOut();
  const { pathname } = useLocation();
  const { menuOpen, setMenuOpen, menuButtonRef } = useMobileMenu(pathname);
  const menuId = useId();

  // While /auth/me is on its way, a remembered username avoids flashing 'Sign In'.
  const showSignIn = !user && !(isLoading && hintUsername);
  const items = showSignIn
    ? [...NAV, { label: 'Sign In', to: '/signin', match: ['/signin'] }, FEED, PREMIUM]
    : [...NAV, FEED, PREMIUM, ...(user?.isAdmin ? [REPORTS] : [])];

  const linkClass = (item: NavItem) =>
    `rounded-full px-3.5 py-2 text-sm font-medium transition-colors ${
      isCurrent(item, pathname) ? 'bg-raised text-ink' : 'text-muted hover:bg-raised/70 hover:text-ink'
    }`;

  const account = user ? (
    <AccountBox user={user} signOut={() => void signOut()} isSigningOut={isSigningOut} />
  ) : isLoading && hintUsername ? (
    <span className="text-sm text-muted" aria-live="polite">
      {hintUsername}
    </span>
  ) : null;

  return (
    <header className="sticky top-0 z-40 border-b border-line/60 bg-night/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />

        <nav aria-label="Main" className="hidden items-center gap-0.5 lg:flex">
          {items.map((item) => (
            <Link
              key={item.label}
              to={item.to}
              className={linkClass(item)}
              aria-current={isCurrent(item, pathname) ? 'page' : undefined}
            >
              {item.label}
            </Link>
          ))}
          <ToolsMenu className={linkClass({ label: 'Tools', to: '', match: [] })} />
        </nav>

        <div className="hidden lg:block">{account}</div>

        <button
          ref={menuButtonRef}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-xl border border-line bg-raised text-ink lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon open={menuOpen} />
        </button>
      </div>

      {menuOpen ? (
        <div
          id={menuId}
          className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line/60 bg-night px-4 pt-2 pb-5 lg:hidden"
        >
          <nav aria-label="Main" className="flex flex-col gap-1">
            {items.map((item) => (
              <Link
                key={item.label}
                to={item.to}
                className={`${linkClass(item)} py-3 text-base`}
                aria-current={isCurrent(item, pathname) ? 'page' : undefined}
                onClick={() => setMenuOpen(false)}
              >
                {item.label}
              </Link>
            ))}
          </nav>
          <nav aria-label="Tools" className="mt-3 grid grid-cols-2 gap-1 border-t border-line/60 pt-3">
            {TOOL_LINKS.map((tool) => (
              <Link
                key={tool.to}
                to={tool.to}
                className="rounded-xl px-3.5 py-2.5 text-sm text-muted hover:bg-raised/70 hover:text-ink"
                aria-current={pathname === tool.to ? 'page' : undefined}
                onClick={() => setMenuOpen(false)}
              >
                {tool.label}
              </Link>
            ))}
          </nav>
          {account ? <div className="mt-4 border-t border-line/60 pt-4">{account}</div> : null}
        </div>
      ) : null}
    </header>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      {open ? (
        <path strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
      ) : (
        <path strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
      )}
    </svg>
  );
}

import { Link } from 'react-router-dom';

import { Logo } from './Logo';
import { TOOL_LINKS } from './ToolsMenu';

const COMMUNITY = [
  { label: 'Feed', to: '/feed' },
  { label: 'Users', to: '/users' },
  { label: 'Subscriptions', to: '/subscriptions' },
];

export function Footer() {
  return (
    <footer className="mt-16 border-t border-line/60 bg-night/60">
      <div className="mx-auto grid w-full max-w-6xl grid-cols-2 gap-10 px-4 py-12 sm:grid-cols-[1.4fr_1fr_1fr] sm:px-6">
        <div className="col-span-2 sm:col-span-1">
          <Logo />
          <p className="mt-3 max-w-xs text-sm text-muted">
            Create your AI girlfriend, chat without limits and generate as many pictures as you want.
          </p>
          <p className="mt-4 text-xs text-muted">18+ only. Every character is a fictional adult.</p>
        </div>
        <FooterLinks title="Tools" links={TOOL_LINKS} />
        <FooterLinks title="Community" links={COMMUNITY} />
      </div>
      <div className="border-t border-line/40 py-5 text-center text-xs text-muted">
        © {new Date().getFullYear()} AI Girls
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-ink">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="rounded text-sm text-muted hover:text-rose-soft">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

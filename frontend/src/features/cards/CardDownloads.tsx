import { buttonClass } from '../../components/button';
import { cardUrl, chatExportUrl } from './cardsApi';

/** A labelled row of download links. */
function DownloadLinks({ label, links }: { label: string; links: { href: string; text: string }[] }) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted">{label}</span>
      {links.map((link) => (
        <a key={link.href} href={link.href} download className={buttonClass('secondary', 'sm')}>
          {link.text}
        </a>
      ))}
    </div>
  );
}

/** Her card as a download, PNG (her portrait with the card inside) or JSON: her owner only. */
export function ExportCardLinks({ girlId }: { girlId: string }) {
  const links = [
    { href: cardUrl(girlId, 'png'), text: 'Export card (PNG)' },
    { href: cardUrl(girlId, 'json'), text: 'Export card (JSON)' },
  ];
  return <DownloadLinks label="Export card" links={links} />;
}

/** This person's chat with her as a download, JSONL or plain text. */
export function ExportChatLinks({ girlId }: { girlId: string }) {
  const links = [
    { href: chatExportUrl(girlId, 'jsonl'), text: 'Export chat (JSONL)' },
    { href: chatExportUrl(girlId, 'txt'), text: 'Export chat (text)' },
  ];
  return <DownloadLinks label="Export chat" links={links} />;
}

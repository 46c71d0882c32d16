import type { Girl, RecentChat } from '@contracts';
import { Link } from 'react-router-dom';

import { buttonClass } from '../../components/button';
import { Avatar } from '../chat/MessageItem';

/** Above her girls: the one last chatted with, her last message, and Continue. */
export function ContinueChat({ girl, last }: { girl: Girl; last: RecentChat['last'] }) {
  const name = girl.name || 'Unnamed girl';
  const said = last.image && !last.text ? 'sent a picture' : last.text;
  return (
    <section aria-labelledby="continue-title" className="card mb-6 flex items-center gap-4 p-4 sm:p-5">
      <Avatar src={girl.imageUrl} className="size-14" />
      <div className="min-w-0 flex-1">
        <h2 id="continue-title" className="text-sm font-semibold text-muted">
          Last chat: <bdi className="text-ink">{name}</bdi>
        </h2>
        <p dir="auto" className="mt-1 truncate text-sm">
          <span className="text-muted">{last.sender === 'user' ? 'You' : <bdi>{name}</bdi>}: </span>
          {said}
        </p>
      </div>
      <Link to={`/chat/${girl.id}`} className={buttonClass('primary', 'md', 'shrink-0')}>
        Continue
      </Link>
    </section>
  );
}

import type { Girl, RecentChat } from '@contracts';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { useAppSelector } from '../../app/hooks';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button';
import { Page } from '../../components/Page';
import { PortraitFrame } from '../../components/PortraitFrame';
import { PortraitPlaceholder } from '../../components/PortraitPlaceholder';
import { SignInPrompt } from '../../components/SignInPrompt';
import { Skeleton } from '../../components/Skeleton';
import { useSession } from '../auth/useSession';
import { ImportCardDialog } from '../cards/ImportCardDialog';
import { useRecentChatsQuery } from '../chat/chatApi';
import { selectGirlJob } from '../jobs/jobsSlice';
import { ContinueChat } from './ContinueChat';
import { useMyGirlsQuery } from './girlsApi';

export default function MyGirlsPage() {
  const { user, isLoading: sessionLoading } = useSession();
  const { data: girls, isLoading, isError, refetch } = useMyGirlsQuery(undefined, { skip: !user });
  const { data: recent } = useRecentChatsQuery(undefined, { skip: !user, refetchOnMountOrArgChange: true });
  const { ordered, latest } = byLastChat(girls ?? [], recent?.chats ?? []);
  const [importing, setImporting] = useState(false);
  const navigate = useNavigate();

  let content;
  if (sessionLoading || (user && isLoading)) {
    content = <GirlsSkeleton />;
  } else if (!user) {
    content = <SignInPrompt message="Please log in to see your AI girls." />;
  } else if (isError) {
    content = (
      <Alert>
        <p>We could not load your girls. Please try again.</p>
        <button type="button" className="link mt-1 rounded" onClick={() => void refetch()}>
          Try again
        </button>
      </Alert>
    );
  } else if (!girls || girls.length === 0) {
    content = (
      <div className="card flex flex-col items-start gap-4 p-6 sm:p-8">
        <p className="text-lg">No girls created yet.</p>
        <Link to="/create" className={buttonClass('primary')}>
          Create One
        </Link>
      </div>
    );
  } else {
    content = (
      <>
        {latest ? <ContinueChat girl={latest.girl} last={latest.last} /> : null}
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {ordered.map((girl, index) => (
            <GirlCard key={girl.id} girl={girl} index={index} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <Page
      title="My AI Girls"
      subtitle={
        <>
          Chat with your girls or make new pictures of them.{' '}
          {user && girls && girls.length > 0 ? (
            <Link to="/create" className="link rounded">
              Create another
            </Link>
          ) : null}
        </>
      }
    >
      {user && importing ? (
        <ImportCardDialog onClose={() => setImporting(false)} onImported={(girl) => navigate(`/chat/${girl.id}`)} />
      ) : null}
      {user && !importing ? (
        <button type="button" className={buttonClass('secondary', 'sm', 'mb-4')} onClick={() => setImporting(true)}>
          Import character card
        </button>
      ) : null}
      {content}
    </Page>
  );
}

/** Her girls, the ones chatted with most recently first (then newest first), and the last chat of one of them. */
function byLastChat(girls: Girl[], chats: RecentChat[]) {
  const rank = new Map(chats.map((chat, i) => [chat.girlId, i]));
  const ordered = [...girls].sort((a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity));
  const chat = chats.find((c) => girls.some((g) => g.id === c.girlId));
  const girl = chat && girls.find((g) => g.id === chat.girlId);
  return { ordered, latest: chat && girl ? { girl, last: chat.last } : null };
}

function GirlCard({ girl, index }: { girl: Girl; index: number }) {
  const name = girl.name || 'Unnamed girl';
  const portraitJob = useAppSelector((state) => selectGirlJob(state, girl.id, 'portrait'));
  const failed = !girl.imageUrl && portraitJob?.job.status === 'failed';
  const nameId = useId();

  return (
    <li className="card flex flex-col overflow-hidden p-2.5 sm:p-3">
      {girl.imageUrl ? (
        <PortraitFrame src={girl.imageUrl} alt={name} index={index} eager={index < 4} />
      ) : (
        <PortraitPlaceholder
          label={
            failed ? 'Her portrait could not be made. Open her chat for a new look.' : 'Her portrait is on its way...'
          }
          busy={!failed}
        />
      )}
      <h2 id={nameId} className="mt-3 truncate px-1 text-base font-semibold">
        <bdi>{name}</bdi>
      </h2>
      {girl.personality.length ? (
        <p className="truncate px-1 text-xs text-muted">{girl.personality.join(' · ')}</p>
      ) : null}
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Link to={`/chat/${girl.id}`} className={buttonClass('primary', 'sm')} aria-describedby={nameId}>
          Chat
        </Link>
        <Link to={`/pics/${girl.id}`} className={buttonClass('secondary', 'sm')} aria-describedby={nameId}>
          Pics
        </Link>
      </div>
    </li>
  );
}

function GirlsSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading your girls…</span>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="card p-2.5 sm:p-3">
            <Skeleton className="aspect-[9/16]" />
            <Skeleton className="mt-3 h-5 w-2/3" />
            <div className="mt-3 grid grid-cols-2 gap-2">
              <Skeleton className="h-8 rounded-full" />
              <Skeleton className="h-8 rounded-full" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

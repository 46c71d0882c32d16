import { CHAT_MESSAGES } from '@contracts';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';

import { errorStatus } from '../../app/errors';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button';
import { Gallery } from '../../components/Gallery';
import { useDocumentTitle } from '../../components/Page';
import { Spinner } from '../../components/Spinner';
import { useSession } from '../auth/useSession';
import { useGirlQuery } from '../girls/girlsApi';
import { useMakePortrait } from '../girls/useMakePortrait';
import { useReportDialog } from '../reports/useReportDialog';
import { useChatQuery } from './chatApi';
import { ChatWindow } from './ChatWindow';
import { GirlProfile } from './GirlProfile';
import { OtherGirls } from './OtherGirls';
import { ProfileToggleContext } from './profileToggle';

/** What the wizard passes along when it opens her chat. */
interface ChatLocationState {
  portraitJobId?: string;
}

export default function ChatPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const { user } = useSession();
  const { openReport, reportDialog } = useReportDialog();
  const portrait = useMakePortrait(id);
  const { data: girl, error, isLoading, refetch } = useGirlQuery(id, { skip: !id });
  // The conversation, fetched fresh on every visit (the chat window reads the same cache entry).
  // Opening it as her owner queues her portrait when she has none: its job id comes back here.
  const { data: chat } = useChatQuery(id, { skip: !id || !user, refetchOnMountOrArgChange: true });
  const portraitJobId = (location.state as ChatLocationState | null)?.portraitJobId ?? chat?.portraitJobId ?? null;
  useDocumentTitle(girl?.name ? `Chat with ${girl.name}` : 'Chat');
  // on a phone the conversation comes first; her profile opens from the chat's header
  const [profileOpen, setProfileOpen] = useState(false);
  const closeProfile = useCallback(() => setProfileOpen(false), []);
  const profileToggle = useMemo(
    () => ({ open: profileOpen, toggle: () => setProfileOpen((o) => !o), targetId: 'her-profile' }),
    [profileOpen],
  );

  if (isLoading) {
    return (
      <Frame>
        <p role="status" className="flex items-center gap-3 py-16 text-lg text-muted">
          <Spinner className="size-6" />
          Your girl is coming...
        </p>
      </Frame>
    );
  }
  if (!girl) {
    const status = errorStatus(error);
    return (
      <Frame>
        {status === 404 || status === 400 || !id ? (
          <div className="card flex flex-col items-start gap-4 p-6 sm:p-8">
            <p className="text-lg">{CHAT_MESSAGES.girlMissing}</p>
            <Link to="/create" className={buttonClass('primary')}>
              Create One
            </Link>
          </div>
        ) : (
          <Alert>
            <p>Error fetching girl data.</p>
            <button type="button" className="link mt-1 rounded" onClick={() => void refetch()}>
              Try again
            </button>
          </Alert>
        )}
      </Frame>
    );
  }

  const name = girl.name || 'Your girl';
  const isOwner = Boolean(user && user.username === girl.owner);
  return (
    <Frame>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start lg:gap-8">
        <div
          id="her-profile"
          className={`order-2 lg:sticky lg:top-24 lg:order-none lg:block ${profileOpen ? SHEET : 'hidden'}`}
        >
          {profileOpen ? <SheetClose name={name} onClose={closeProfile} /> : null}
          <GirlProfile key={girl.id} girl={girl} isOwner={isOwner} portraitJobId={portraitJobId} />
        </div>
        <div className="order-1 min-w-0 space-y-10 lg:order-none">
          <ProfileToggleContext value={profileToggle}>
            <ChatWindow key={girl.id} girl={girl} />
          </ProfileToggleContext>

          <section aria-labelledby="her-pics-title">
            <div className="flex flex-wrap items-baseline justify-between gap-3">
              <h2 id="her-pics-title" className="text-xl font-bold tracking-tight">
                Her pictures <span className="text-base font-medium text-muted">({girl.pics.length})</span>
              </h2>
              {isOwner ? (
                <Link to={`/pics/${girl.id}`} className="link rounded text-sm">
                  Make more
                </Link>
              ) : null}
            </div>
            {portrait.error ? <Alert className="mt-4">{portrait.error}</Alert> : null}
            {girl.pics.length ? (
              <Gallery
                className="mt-4"
                pics={[...girl.pics].reverse()}
                name={name}
                onReport={(pic) => openReport(pic.postId, name)}
                onMakePortrait={isOwner ? portrait.onMakePortrait : undefined}
                portraitUrl={girl.imageUrl}
                disabled={portrait.making}
              />
            ) : (
              <p className="mt-3 text-muted">No pictures of her yet.</p>
            )}
          </section>

          {reportDialog}
          <OtherGirls girlId={girl.id} />
        </div>
      </div>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">{children}</div>;
}

/** On a phone her open profile is a sheet over the chat (below the site's header); from lg on, a column beside it. */
const SHEET =
  'fixed inset-x-0 top-16 bottom-0 z-30 overflow-y-auto overscroll-contain bg-night/95 px-4 pt-3 pb-8 backdrop-blur-md lg:inset-x-auto lg:bottom-auto lg:z-auto lg:overflow-visible lg:bg-transparent lg:p-0 lg:backdrop-blur-none';

/** The sheet's way back to the chat: it has the focus when the sheet opens, and Escape does the same. */
function SheetClose({ name, onClose }: { name: string; onClose: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="sticky top-0 z-10 -mx-4 mb-3 flex justify-end bg-night/95 px-4 py-2 lg:hidden">
      <button
        ref={ref}
        type="button"
        onClick={onClose}
        aria-label={`Hide ${name}'s profile`}
        className="rounded-full border border-line px-3 py-1.5 text-xs font-semibold text-ink hover:border-plum"
      >
        Back to the chat
      </button>
    </div>
  );
}

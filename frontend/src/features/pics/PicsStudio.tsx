import type { Girl, Pic, User } from '@contracts';
import { type Ref, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

import { buttonClass } from '../../components/button';
import { Page } from '../../components/Page';
import { PortraitFrame } from '../../components/PortraitFrame';
import { PortraitPlaceholder } from '../../components/PortraitPlaceholder';
import { useScrollIntoSight } from '../../components/useScrollIntoSight';
import { PicsForm } from './PicsForm';
import { PicsGallery } from './PicsGallery';
import { usePicsJob } from './usePicsJob';

/** Her pics page: the owner's form (or a note for anyone else), her latest picture, and her gallery. */
export function PicsStudio({ girl, user }: { girl: Girl; user: User }) {
  const name = girl.name || 'her';
  const isOwner = user.username === girl.owner;
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const pics = usePicsJob(girl, user, () => setDeleteError(null));
  const latest = girl.pics[girl.pics.length - 1];
  const latestRef = useRef<HTMLElement>(null);
  // on a phone the new picture is below the form: it comes into sight once it is there
  useScrollIntoSight(latestRef, pics.finishedJobId && latest?.url);

  return (
    <Page title={`Generate Pictures for ${name}`}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:items-start">
        {isOwner ? <PicsForm name={name} user={user} pics={pics} /> : <NotYours girl={girl} name={name} />}
        <LatestPicture ref={latestRef} latest={latest} name={name} running={pics.running} isOwner={isOwner} />
      </div>
      <PicsGallery
        girl={girl}
        name={name}
        isOwner={isOwner}
        busy={pics.running}
        error={deleteError}
        onError={setDeleteError}
      />
    </Page>
  );
}

function NotYours({ girl, name }: { girl: Girl; name: string }) {
  return (
    <div className="card p-5 sm:p-7">
      <p className="text-muted">Only her creator can make new pictures of {name}. Here is her gallery.</p>
      <Link to={`/chat/${girl.id}`} className={buttonClass('primary', 'md', 'mt-4')}>
        Chat with {name}
      </Link>
    </div>
  );
}

interface LatestPictureProps {
  latest: Pic | undefined;
  name: string;
  running: boolean;
  isOwner: boolean;
  ref: Ref<HTMLElement>;
}

function LatestPicture({ latest, name, running, isOwner, ref }: LatestPictureProps) {
  let content;
  if (running) {
    content = <PortraitPlaceholder label={`Making a new picture of ${name}...`} />;
  } else if (latest) {
    content = (
      <a href={latest.url} target="_blank" rel="noreferrer" className="block rounded-2xl">
        <PortraitFrame src={latest.url} alt={name} eager />
      </a>
    );
  } else {
    content = (
      <PortraitPlaceholder
        busy={false}
        label={isOwner ? 'No pictures yet. Describe a scene or pick one.' : 'No pictures of her yet.'}
      />
    );
  }
  return (
    <section ref={ref} aria-label="Latest picture" className="mx-auto w-full max-w-xs scroll-mt-20 lg:max-w-none">
      {content}
    </section>
  );
}

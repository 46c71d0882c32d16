import { type Girl, MESSAGES } from '@contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { errorMessage, errorStatus } from '../../app/errors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button';
import { CreditsUpsell } from '../../components/CreditsUpsell';
import { ExportCardLinks, ExportChatLinks } from '../cards/CardDownloads';
import { useNewLookMutation } from '../girls/girlsApi';
import { jobQueued, selectGirlJob } from '../jobs/jobsSlice';
import { useJob } from '../jobs/useJob';
import { LorebookEditor } from '../lorebook/LorebookEditor';
import { DeleteGirl } from './DeleteGirl';
import { GirlBio } from './GirlBio';
import { GirlPortrait } from './GirlPortrait';
import { MemoriesPanel } from './MemoriesPanel';
import { NewLook } from './NewLook';
import { VoicePicker } from './VoicePicker';

interface GirlProfileProps {
  girl: Girl;
  isOwner: boolean;
  /** her running portrait job: the wizard's (router state) or the one opening the chat queued */
  portraitJobId: string | null;
}

/** Her portrait (or its progress), name, personality, bio and, for her owner, a bio and a new look. */
export function GirlProfile({ girl, isOwner, portraitJobId }: GirlProfileProps) {
  const dispatch = useAppDispatch();
  const name = girl.name || 'Your girl';
  const [newLook, { isLoading: sending }] = useNewLookMutation();
  const [lookError, setLookError] = useState<{ text: string; credits: boolean } | null>(null);

  // Her newest portrait job known here: the wizard's or the chat's (props) or a new look's (jobs slice).
  // (The server queues a portrait for a girl without one when her owner opens the chat.)
  const tracked = useAppSelector((state) => selectGirlJob(state, girl.id, 'portrait'));
  const jobId = tracked?.jobId ?? portraitJobId;
  const { job, running: jobRunning } = useJob(jobId, girl.id);
  const running = sending || jobRunning;

  async function requestLook() {
    if (running) return;
    setLookError(null);
    try {
      const accepted = await newLook(girl.id).unwrap();
      dispatch(jobQueued({ jobId: accepted.jobId, kind: 'portrait', girlId: girl.id }));
    } catch (err) {
      setLookError({ text: errorMessage(err, MESSAGES.imageError), credits: errorStatus(err) === 402 });
    }
  }

  return (
    <section aria-labelledby="girl-name" className="card p-4 sm:p-5">
      <GirlPortrait girl={girl} name={name} jobId={jobId} job={job} running={running} />
      {job?.status === 'failed' && job.error ? (
        <Alert className="mt-4">
          {job.error}
          {isOwner ? ' Try a new look.' : ''}
        </Alert>
      ) : null}
      <h1 id="girl-name" className="mt-5 text-3xl font-bold tracking-tight">
        {name}
      </h1>
      {girl.personality.length ? (
        <ul aria-label="Personality" className="mt-3 flex flex-wrap gap-2">
          {girl.personality.map((trait) => (
            <li
              key={trait}
              className="rounded-full border border-line bg-raised px-3 py-1 text-xs font-medium text-rose-soft"
            >
              {trait}
            </li>
          ))}
        </ul>
      ) : null}
      <GirlBio girl={girl} isOwner={isOwner} />
      {isOwner ? <MemoriesPanel girlId={girl.id} /> : null}
      <VoicePicker girl={girl} isOwner={isOwner} />
      {isOwner ? (
        <div className="mt-5 space-y-3 border-t border-line/60 pt-5">
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
            <NewLook name={name} running={running} onConfirm={() => void requestLook()} />
            <Link to={`/pics/${girl.id}`} className={buttonClass('primary', 'md')}>
              Make Pictures
            </Link>
          </div>
          {lookError?.credits ? <CreditsUpsell text={lookError.text} /> : null}
          {lookError && !lookError.credits ? <Alert>{lookError.text}</Alert> : null}
          <LorebookEditor girlId={girl.id} />
          <ExportCardLinks girlId={girl.id} />
          <DeleteGirl girl={girl} name={name} />
        </div>
      ) : null}
      <div className="mt-4">
        <ExportChatLinks girlId={girl.id} />
      </div>
    </section>
  );
}

import type { Girl } from '@contracts';
import { Link } from 'react-router-dom';

import { buttonClass } from '../../components/button';
import { useDocumentTitle } from '../../components/Page';
import { PortraitFrame } from '../../components/PortraitFrame';
import { Skeleton } from '../../components/Skeleton';
import { useSession } from '../auth/useSession';
import { useRandomGirlsQuery } from '../girls/girlsApi';

const HERO_COUNT = 4;
const SIDE_COUNT = 2;

const FEATURES = [
  {
    title: 'Create her',
    text: 'Pick her eyes, hair, body, style and personality, one question at a time.',
  },
  {
    title: 'Chat without limits',
    text: 'She remembers who she is and answers in character. Premium means no cut-off, ever.',
  },
  {
    title: 'Pictures on demand',
    text: 'Ask for a scene or pick a preset and get a new picture of her in seconds.',
  },
];

export default function HomePage() {
  useDocumentTitle('');
  const { user, isLoading: sessionLoading, hintUsername } = useSession();
  const { data: girls, isLoading, isError } = useRandomGirlsQuery(8);
  const signedIn = Boolean(user || (sessionLoading && hintUsername));
  const startTo = signedIn ? '/mygirls' : '/signin';
  // a new visitor starts by creating an account: the sign-in page opens in its Create Account mode
  const startState = signedIn ? undefined : { mode: 'signup' };

  const hero = (girls ?? []).slice(0, HERO_COUNT);
  const side = (girls ?? []).slice(HERO_COUNT, HERO_COUNT + SIDE_COUNT);
  const empty = !isLoading && (isError || hero.length === 0);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
      {/* Hero */}
      <section className="grid items-center gap-10 py-10 sm:py-16 lg:grid-cols-[1fr_1.05fr] lg:gap-14">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-line bg-raised px-3 py-1 text-xs font-semibold tracking-wide text-rose-soft uppercase">
            Unlimited chat · Unlimited pictures
          </p>
          <h1 className="mt-5 text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Your AI girlfriend, <span className="text-rose-soft">made by you</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted">
            Design her look and personality, chat with her without limits and generate as many pictures of her as you
            want. Day or night, she is always there for you.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={startTo} state={startState} className={buttonClass('primary', 'lg')}>
              Try for free
            </Link>
            <Link to="/subscriptions" className={buttonClass('secondary', 'lg')}>
              Get Premium
            </Link>
          </div>
          <p className="mt-4 text-sm text-muted">Free to start. No card needed.</p>
        </div>

        <div className="w-full max-w-[440px] justify-self-center lg:justify-self-end">
          <GirlGrid girls={hero} loading={isLoading} empty={empty} unavailable={isError} />
        </div>
      </section>

      {/* How it works */}
      <section aria-labelledby="how-title" className="py-10 sm:py-14">
        <h2 id="how-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          How it works
        </h2>
        <ol className="mt-8 grid gap-4 sm:grid-cols-3">
          {FEATURES.map((feature, index) => (
            <li key={feature.title} className="card p-6">
              <span className="flex size-9 items-center justify-center rounded-full bg-rose/15 text-sm font-bold text-rose-soft">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
              <p className="mt-2 text-muted">{feature.text}</p>
            </li>
          ))}
        </ol>
      </section>

      {/* Second hero: premium, framed by two side images */}
      <section
        aria-labelledby="premium-title"
        className="grid grid-cols-2 items-center gap-4 py-10 sm:grid-cols-[1fr_2fr_1fr] sm:gap-8 sm:py-14"
      >
        <SideImage girl={side[0]} index={4} loading={isLoading} className="order-1" />
        <div className="card relative col-span-2 overflow-hidden p-8 text-center order-3 sm:order-2 sm:col-span-1 sm:p-10">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -bottom-24 left-1/2 size-72 -translate-x-1/2 rounded-full bg-rose/20 blur-3xl"
          />
          <h2 id="premium-title" className="relative text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            Chat without limits and generate as many images as you want
          </h2>
          <p className="relative mt-4 text-muted">
            Premium is 0.1 SOL for a full month: unlimited messages, unlimited pictures, no credits to count.
          </p>
          <div className="relative mt-8 flex flex-wrap justify-center gap-3">
            <Link to={startTo} state={startState} className={buttonClass('primary', 'lg')}>
              Get Started
            </Link>
            <Link to="/subscriptions" className={buttonClass('secondary', 'lg')}>
              Get Premium
            </Link>
          </div>
        </div>
        <SideImage girl={side[1]} index={5} loading={isLoading} className="order-2 sm:order-3" />
      </section>
    </div>
  );
}

function GirlGrid({
  girls,
  loading,
  empty,
  unavailable,
}: {
  girls: Girl[];
  loading: boolean;
  empty: boolean;
  unavailable: boolean;
}) {
  if (loading) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:gap-4" role="status" aria-live="polite">
        <span className="sr-only">Loading pictures…</span>
        {Array.from({ length: HERO_COUNT }, (_, i) => (
          <Skeleton key={i} className={`aspect-[9/16] ${i % 2 === 1 ? 'translate-y-6' : ''}`} />
        ))}
      </div>
    );
  }

  return (
    <div className="relative">
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        {Array.from({ length: HERO_COUNT }, (_, i) => {
          const girl = girls[i];
          return (
            <figure key={girl?.id ?? `placeholder-${i}`} className={`relative ${i % 2 === 1 ? 'translate-y-6' : ''}`}>
              {girl ? (
                // her chat (the chat page asks a visitor to sign in first)
                <Link
                  to={`/chat/${girl.id}`}
                  aria-label={`Chat with ${girl.name ?? 'her'}`}
                  className="block rounded-2xl transition-transform hover:-translate-y-0.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-soft"
                >
                  <PortraitFrame src={girl.imageUrl} alt={girl.name ?? 'AI girl'} index={i} />
                </Link>
              ) : (
                <PortraitFrame src={undefined} alt="AI girl" index={i} />
              )}
              {girl?.name ? (
                <figcaption className="pointer-events-none absolute inset-x-0 bottom-0 rounded-b-2xl bg-gradient-to-t from-black/75 to-transparent px-3 pt-8 pb-3 text-sm font-semibold text-white">
                  <bdi>{girl.name}</bdi>
                </figcaption>
              ) : null}
            </figure>
          );
        })}
      </div>
      {empty ? (
        <div className="absolute inset-0 flex items-center justify-center p-4">
          <div className="card max-w-xs bg-surface/90 p-6 text-center backdrop-blur">
            <p className="font-semibold">{unavailable ? 'Pictures are resting right now' : 'No girls here yet'}</p>
            <p className="mt-2 text-sm text-muted">
              {unavailable
                ? 'We could not load the gallery. Come back in a moment.'
                : 'Be the first to create one: her portrait will appear right here.'}
            </p>
            <Link to="/create" className={buttonClass('primary', 'sm', 'mt-4')}>
              Create a girl
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}

function SideImage({
  girl,
  index,
  loading,
  className,
}: {
  girl: Girl | undefined;
  index: number;
  loading: boolean;
  className: string;
}) {
  if (loading) return <Skeleton className={`aspect-[9/16] ${className}`} />;
  return (
    <div className={className}>
      <PortraitFrame src={girl?.imageUrl} alt={girl?.name ?? 'AI girl'} index={index} />
    </div>
  );
}

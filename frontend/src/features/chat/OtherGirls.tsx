import { Link } from 'react-router-dom';

import { PortraitFrame } from '../../components/PortraitFrame';
import { Skeleton } from '../../components/Skeleton';
import { useOtherGirlsQuery } from '../girls/girlsApi';

const OTHERS = 6;

/** 'Talk to Other Girls': up to 6 other girls with a portrait, each leading to her chat. */
export function OtherGirls({ girlId }: { girlId: string }) {
  const { data: girls, isLoading, isError } = useOtherGirlsQuery({ id: girlId, limit: OTHERS });
  if (isError || (!isLoading && (!girls || girls.length === 0))) return null;
  return (
    <section aria-labelledby="other-girls-title">
      <h2 id="other-girls-title" className="text-xl font-bold tracking-tight">
        Talk to Other Girls
      </h2>
      {isLoading ? (
        <div role="status" className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
          <span className="sr-only">Loading other girls…</span>
          {Array.from({ length: OTHERS }, (_, i) => (
            <Skeleton key={i} className="aspect-[9/16]" />
          ))}
        </div>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
          {(girls ?? []).slice(0, OTHERS).map((girl, index) => {
            const name = girl.name || 'AI girl';
            return (
              <li key={girl.id}>
                <Link to={`/chat/${girl.id}`} className="group relative block rounded-2xl">
                  <PortraitFrame
                    src={girl.imageUrl}
                    alt={name}
                    index={index}
                    className="transition-transform group-hover:-translate-y-0.5"
                  />
                  <span
                    aria-hidden="true"
                    className="absolute inset-x-0 bottom-0 truncate rounded-b-2xl bg-gradient-to-t from-black/80 to-transparent px-2.5 pt-8 pb-2 text-sm font-semibold text-white"
                  >
                    {name}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

import { PortraitFrame } from '../../components/PortraitFrame';
import { Skeleton } from '../../components/Skeleton';
import { useRandomGirlsQuery } from '../girls/girlsApi';

/** Spec section 9: fetch 12, show 6. */
const FETCHED = 12;
const SHOWN = 6;

/** A strip of up to 6 random gallery images; nothing when there are none yet. */
export function GalleryStrip() {
  const { data: girls, isLoading } = useRandomGirlsQuery(FETCHED);
  const shown = (girls ?? []).filter((girl) => girl.imageUrl).slice(0, SHOWN);
  if (!isLoading && shown.length === 0) return null;
  return (
    <section aria-labelledby="gallery-title" className="mt-14">
      <h2 id="gallery-title" className="text-xl font-bold tracking-tight sm:text-2xl">
        They are waiting for you
      </h2>
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6" aria-label="Gallery">
        {isLoading
          ? Array.from({ length: SHOWN }, (_, i) => (
              <li key={i}>
                <Skeleton className="aspect-[9/16]" />
              </li>
            ))
          : shown.map((girl, i) => (
              <li key={girl.id}>
                <PortraitFrame src={girl.imageUrl} alt={girl.name || 'AI girl'} index={i} />
              </li>
            ))}
      </ul>
    </section>
  );
}

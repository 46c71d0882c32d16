/** Picks the scene painter for a scene name. */
import { Frame, SceneLayers } from './frame';
import { Rng } from './prng';
import { city, rooftop } from './scenes-city';
import { beach, campus, studio } from './scenes-day';
import { cafe, nightclub, restaurant } from './scenes-evening';
import { bedroom, boudoir, sofa } from './scenes-home';
import { forest, pool, snow } from './scenes-nature';
import { Light } from './sky';
import { Painter } from './svg';
import { SceneName } from './traits';

const PAINTERS: Record<SceneName, (f: Frame, p: Painter, rng: Rng, light: Light) => SceneLayers> = {
  studio,
  beach,
  pool,
  campus,
  boudoir,
  bedroom,
  restaurant,
  cafe,
  nightclub,
  'sofa-feet': sofa,
  rooftop,
  city,
  forest,
  snow,
};

/** Scenes under the open sky: the weather shows there, and so does the light of scenes painted in daylight. */
export const OUTDOORS: readonly SceneName[] = ['beach', 'pool', 'campus', 'rooftop', 'city', 'forest', 'snow'];
/** Outdoor scenes that paint their own sky for the time of day. */
export const OWN_SKY: readonly SceneName[] = ['pool', 'rooftop', 'city', 'forest', 'snow'];

export function drawScene(name: SceneName, f: Frame, p: Painter, rng: Rng, light: Light): SceneLayers {
  return PAINTERS[name](f, p, rng, light);
}

/** Picks the scene painter for a scene name. */
import { Frame, SceneLayers } from './frame';
import { Rng } from './prng';
import { beach, campus, studio } from './scenes-day';
import { nightclub, restaurant } from './scenes-evening';
import { bedroom, boudoir, sofa } from './scenes-home';
import { Painter } from './svg';
import { SceneName } from './traits';

const PAINTERS: Record<SceneName, (f: Frame, p: Painter, rng: Rng) => SceneLayers> = {
  studio,
  beach,
  campus,
  boudoir,
  bedroom,
  restaurant,
  nightclub,
  'sofa-feet': sofa,
};

export function drawScene(name: SceneName, f: Frame, p: Painter, rng: Rng): SceneLayers {
  return PAINTERS[name](f, p, rng);
}

import { Link } from 'react-router-dom';

import { HeartIcon } from './PortraitFrame';

export function Logo() {
  return (
    <Link to="/" className="inline-flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight">
      <span className="flex size-8 items-center justify-center rounded-xl bg-rose shadow-glow">
        <HeartIcon className="size-4 text-white" />
      </span>
      <span>
        AI <span className="text-rose-soft">Girls</span>
      </span>
    </Link>
  );
}

import { Link } from 'react-router-dom';

import { buttonClass } from './button';

/** For screens that need a session: the spec's sentence and a Sign In link. */
export function SignInPrompt({ message }: { message: string }) {
  return (
    <div className="card flex flex-col items-start gap-4 p-6 sm:p-8">
      <p className="text-lg">{message}</p>
      <Link to="/signin" className={buttonClass('primary')}>
        Sign In
      </Link>
    </div>
  );
}

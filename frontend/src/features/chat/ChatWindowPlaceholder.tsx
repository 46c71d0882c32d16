import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/button';

/**
 * Where the conversation goes (messages, input, Send, Enter sends, presets, the free-limit upsell).
 * That is later work: this placeholder keeps the page's layout (profile beside or above the chat).
 */
export function ChatWindowPlaceholder({ girlId, name, signedIn }: { girlId: string; name: string; signedIn: boolean }) {
  return (
    <section
      aria-labelledby="chat-window-title"
      data-chat-window={girlId}
      className="card flex min-h-[22rem] flex-col p-5 sm:p-6 lg:min-h-[34rem]"
    >
      <h2 id="chat-window-title" className="text-lg font-semibold">
        Chat with {name}
      </h2>
      <div className="flex flex-1 flex-col items-center justify-center gap-3 py-10 text-center">
        <p className="max-w-sm text-muted">
          {signedIn ? 'The conversation opens here soon.' : `Sign in to chat with ${name}.`}
        </p>
        {signedIn ? null : (
          <Link to="/signin" className={buttonClass('primary')}>
            Sign In
          </Link>
        )}
      </div>
    </section>
  );
}

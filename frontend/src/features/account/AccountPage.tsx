import { buttonClass } from '../../components/button';
import { Page } from '../../components/Page';
import { SignInPrompt } from '../../components/SignInPrompt';
import { Skeleton } from '../../components/Skeleton';
import { useSession } from '../auth/useSession';
import { ChangePassword } from './ChangePassword';
import { DeleteAccount } from './DeleteAccount';
import { PublicName } from './PublicName';

/** The person's account: their public name, the password, everything they made as a download, and the account's end. */
export default function AccountPage() {
  const { user, isLoading } = useSession();
  return (
    <Page title="Your account" subtitle={user ? `Signed in as ${user.username}` : undefined}>
      {isLoading ? (
        <Skeleton className="h-64 w-full" />
      ) : !user ? (
        <SignInPrompt message="Please sign in to see your account." />
      ) : (
        <div className="grid max-w-2xl gap-6">
          <PublicName current={user.publicName ?? null} />
          <ChangePassword />
          <section aria-labelledby="export-title" className="card space-y-3 p-5 sm:p-6">
            <h2 id="export-title" className="text-lg font-semibold">
              Your data
            </h2>
            <p className="text-sm text-muted">
              One zip with everything you made: your girls as character cards, their pictures, and your chats.
            </p>
            <a href="/api/users/me/export" download className={buttonClass('secondary')}>
              Download my data
            </a>
          </section>
          <DeleteAccount username={user.username} />
        </div>
      )}
    </Page>
  );
}

import { Page } from '../../components/Page';
import { SignInPrompt } from '../../components/SignInPrompt';
import { Skeleton } from '../../components/Skeleton';
import { useSession } from '../auth/useSession';
import { Wizard } from './Wizard';

export default function CreatePage() {
  const { user, isLoading } = useSession();
  return (
    <Page title="Create your AI Girl" subtitle="Answer a few questions and she comes to life." width="normal" compact>
      {isLoading ? (
        <div role="status" aria-live="polite" className="card space-y-5 p-6 sm:p-8">
          <span className="sr-only">Loading…</span>
          <Skeleton className="h-2 w-48" />
          <Skeleton className="h-8 w-2/3" />
          <div className="grid grid-cols-3 gap-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="aspect-[2/3]" />
            ))}
          </div>
        </div>
      ) : user ? (
        <Wizard />
      ) : (
        <SignInPrompt message="Please log in to create a girl." />
      )}
    </Page>
  );
}

import { Link } from 'react-router-dom';

import { errorMessage } from '../../app/errors';
import { buttonClass } from '../../components/button';
import { Page } from '../../components/Page';
import { Skeleton } from '../../components/Skeleton';
import { useStatsQuery } from './usersApi';

const STATS = [
  { key: 'users', label: 'Users', hint: 'people have signed up' },
  { key: 'girls', label: 'Girls', hint: 'companions created' },
  { key: 'images', label: 'Images', hint: 'pictures generated' },
] as const;

const formatter = new Intl.NumberFormat('en-US');

export default function UsersPage() {
  const { data, isLoading, isError, error, refetch, isFetching } = useStatsQuery();

  return (
    <Page title="Our Community" subtitle="Real numbers, counted live.">
      {isLoading ? (
        <div className="grid gap-4 sm:grid-cols-3" role="status" aria-live="polite">
          <span className="sr-only">Loading the numbers…</span>
          {STATS.map((stat) => (
            <div key={stat.key} className="card p-6">
              <Skeleton className="h-4 w-20" />
              <Skeleton className="mt-4 h-10 w-28" />
              <Skeleton className="mt-3 h-4 w-36" />
            </div>
          ))}
        </div>
      ) : isError || !data ? (
        <div role="alert" className="card flex flex-col items-start gap-4 border-danger/40 p-6">
          <p className="font-semibold text-danger">The numbers could not be loaded.</p>
          <p className="text-sm text-muted">{errorMessage(error, 'An error occurred. Please try again.')}</p>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => void refetch()}
            disabled={isFetching}
          >
            {isFetching ? 'Retrying...' : 'Try again'}
          </button>
        </div>
      ) : (
        <dl className="grid gap-4 sm:grid-cols-3">
          {STATS.map((stat) => (
            <div key={stat.key} className="card p-6">
              <dt className="text-sm font-medium tracking-wide text-muted uppercase">{stat.label}</dt>
              <dd className="mt-2 text-4xl font-bold tracking-tight text-ink tabular-nums">
                {formatter.format(data[stat.key])}
              </dd>
              <dd className="mt-1 text-sm text-muted">{stat.hint}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="mt-10 flex flex-wrap gap-3">
        <Link to="/create" className={buttonClass('primary')}>
          Create your girl
        </Link>
        <Link to="/feed" className={buttonClass('secondary')}>
          See the feed
        </Link>
      </div>
    </Page>
  );
}

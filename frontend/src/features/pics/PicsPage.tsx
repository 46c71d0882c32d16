import { MESSAGES } from '@contracts';
import { Link, useParams } from 'react-router-dom';

import { errorStatus } from '../../app/errors';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button';
import { Page } from '../../components/Page';
import { Spinner } from '../../components/Spinner';
import { useSession } from '../auth/useSession';
import { useGirlQuery } from '../girls/girlsApi';
import { PicsStudio } from './PicsStudio';

export default function PicsPage() {
  const { id = '' } = useParams();
  const { user, isLoading: sessionLoading } = useSession();
  const { data: girl, error, isLoading, refetch } = useGirlQuery(id, { skip: !user || !id });

  if (sessionLoading || (user && isLoading)) {
    return (
      <Page title="Generate Pictures">
        <p role="status" className="flex items-center gap-3 text-muted">
          <Spinner className="size-5" />
          Loading...
        </p>
      </Page>
    );
  }
  if (!user) {
    return (
      <Page title="Generate Pictures">
        <div className="card flex flex-col items-start gap-4 p-6 sm:p-8">
          <p className="text-lg">{MESSAGES.notLoggedIn}</p>
          <Link to="/signin" className={buttonClass('primary')}>
            Sign In
          </Link>
        </div>
      </Page>
    );
  }
  if (!girl) {
    const notFound = errorStatus(error) === 404 || errorStatus(error) === 400 || !id;
    return (
      <Page title="Generate Pictures">
        {notFound ? (
          <div className="card flex flex-col items-start gap-4 p-6 sm:p-8">
            <p className="text-lg">{MESSAGES.girlNotFound}</p>
            <Link to="/mygirls" className={buttonClass('secondary')}>
              Back to My Girls
            </Link>
          </div>
        ) : (
          <Alert>
            <p>Error fetching girl data.</p>
            <button type="button" className="link mt-1 rounded" onClick={() => void refetch()}>
              Try again
            </button>
          </Alert>
        )}
      </Page>
    );
  }
  return <PicsStudio girl={girl} user={user} />;
}

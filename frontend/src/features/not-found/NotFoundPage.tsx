import { Link } from 'react-router-dom';

import { buttonClass } from '../../components/button';
import { Page } from '../../components/Page';

export default function NotFoundPage() {
  return (
    <Page title="Page not found" subtitle="There is nothing at this address." width="normal">
      <Link to="/" className={buttonClass('primary')}>
        Back to home
      </Link>
    </Page>
  );
}

import { ComingSoon } from '../../components/ComingSoon';
import { Page } from '../../components/Page';

export default function MyGirlsPage() {
  return (
    <Page title="My AI Girls" subtitle="Chat with your girls or make new pictures of them.">
      <ComingSoon>Your girls will be listed here.</ComingSoon>
    </Page>
  );
}

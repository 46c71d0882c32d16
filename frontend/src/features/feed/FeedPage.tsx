import { ComingSoon } from '../../components/ComingSoon';
import { Page } from '../../components/Page';

export default function FeedPage() {
  return (
    <Page title="AI Girlfriends Feed" subtitle="The newest pictures from the community.">
      <ComingSoon>The feed of generated pictures is on its way.</ComingSoon>
    </Page>
  );
}

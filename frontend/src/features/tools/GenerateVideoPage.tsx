import { ComingSoon } from '../../components/ComingSoon';
import { Page } from '../../components/Page';

export default function GenerateVideoPage() {
  return (
    <Page title="AI Video Generator" subtitle="Bring a picture to life from a start image and a prompt.">
      <ComingSoon>The video generator is on its way.</ComingSoon>
    </Page>
  );
}

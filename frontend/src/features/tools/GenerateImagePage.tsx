import { ComingSoon } from '../../components/ComingSoon';
import { Page } from '../../components/Page';

export default function GenerateImagePage() {
  return (
    <Page title="AI Image Generator" subtitle="Describe a picture, or start from one of yours.">
      <ComingSoon>The image generator is on its way.</ComingSoon>
    </Page>
  );
}

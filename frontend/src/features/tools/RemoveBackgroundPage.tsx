import { ComingSoon } from '../../components/ComingSoon';
import { Page } from '../../components/Page';

export default function RemoveBackgroundPage() {
  return (
    <Page title="Remove Background" subtitle="Cut the subject out of any picture.">
      <ComingSoon>Background removal is on its way.</ComingSoon>
    </Page>
  );
}

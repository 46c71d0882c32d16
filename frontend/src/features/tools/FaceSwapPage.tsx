import { ComingSoon } from '../../components/ComingSoon';
import { Page } from '../../components/Page';

export default function FaceSwapPage() {
  return (
    <Page title="Face Swap" subtitle="Swap a face from one picture into another.">
      <ComingSoon>Face swap is on its way.</ComingSoon>
    </Page>
  );
}

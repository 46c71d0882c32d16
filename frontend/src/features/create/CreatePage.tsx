import { ComingSoon } from '../../components/ComingSoon';
import { Page } from '../../components/Page';

export default function CreatePage() {
  return (
    <Page title="Create your AI Girl" subtitle="Answer a few questions and she comes to life.">
      <ComingSoon>The step-by-step wizard is on its way.</ComingSoon>
    </Page>
  );
}

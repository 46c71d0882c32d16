import { ComingSoon } from '../../components/ComingSoon';
import { Page } from '../../components/Page';

export default function GifPage() {
  return (
    <Page title="GIF Generator" subtitle="Turn an image and a prompt into a short animated GIF.">
      <ComingSoon>The GIF tool is on its way.</ComingSoon>
    </Page>
  );
}

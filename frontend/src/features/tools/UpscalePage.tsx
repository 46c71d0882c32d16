import { ComingSoon } from '../../components/ComingSoon';
import { Page } from '../../components/Page';

export default function UpscalePage() {
  return (
    <Page title="Magic Image Refiner Upscaling" subtitle="Compare your original image with the upscaled result">
      <ComingSoon>The upscaler is on its way.</ComingSoon>
    </Page>
  );
}

import { ComingSoon } from '../../components/ComingSoon';
import { Page } from '../../components/Page';

export default function SubscriptionsPage() {
  return (
    <Page title="Chat without limits and generate as many images as you want" subtitle="0.1 SOL for full access">
      <ComingSoon>Wallet payments are on their way.</ComingSoon>
    </Page>
  );
}

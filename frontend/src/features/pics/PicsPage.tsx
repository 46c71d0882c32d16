import { useParams } from 'react-router-dom';
import { ComingSoon } from '../../components/ComingSoon';
import { Page } from '../../components/Page';

export default function PicsPage() {
  const { id } = useParams();
  return (
    <Page title="Generate Pictures" subtitle="Pick a scene or describe one, and get a new picture of her.">
      <ComingSoon>Picture generation for girl {id} is on its way.</ComingSoon>
    </Page>
  );
}

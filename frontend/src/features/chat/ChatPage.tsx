import { useParams } from 'react-router-dom';
import { ComingSoon } from '../../components/ComingSoon';
import { Page } from '../../components/Page';

export default function ChatPage() {
  const { id } = useParams();
  return (
    <Page title="Chat" subtitle="Talk with her, ask for pictures, get to know her.">
      <ComingSoon>The conversation with girl {id} is on its way.</ComingSoon>
    </Page>
  );
}

import type { ToolDescriptor } from '@contracts';

import { Page } from '../../components/Page';
import { ToolForm } from './ToolForm';
import { RequireSession } from './ToolKit';

/** Every tool's page (one route per catalogue entry): its title, the sign-in prompt, then its form. */
export default function ToolPage({ tool }: { tool: ToolDescriptor }) {
  return (
    <Page title={tool.form.title} subtitle={tool.form.subtitle}>
      <RequireSession>
        <ToolForm tool={tool} />
      </RequireSession>
    </Page>
  );
}

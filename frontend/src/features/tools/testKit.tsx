import { toolById, type ToolId, type User } from '@contracts';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';

import { mockFetch, type MockResponse, renderWithApp } from '../../test/utils';
import ToolPage from './ToolPage';

export const alice: User = { id: 'u1', username: 'alice', isSubscribed: false, subEnd: null, credits: 5, wallet: null };

export interface Sent {
  method: string;
  path: string;
  body: unknown;
}

interface SetupOptions {
  user?: User | null;
  /** answers by "METHOD /api/path"; tool POSTs default to 202 { jobId: 'job-1' }, then 'job-2'... */
  routes?: Record<string, MockResponse>;
}

/** A tool's page, as its route renders it. */
export function toolPage(id: ToolId): ReactElement {
  return <ToolPage tool={toolById(id)} />;
}

/** Renders a tool page with a mocked API; `sent` lists every request except the session check. */
export function setupTool(ui: ReactElement, { user = alice, routes = {} }: SetupOptions = {}) {
  const sent: Sent[] = [];
  let jobs = 0;
  let meCalls = 0;
  mockFetch((method, path, body) => {
    if (path === '/api/auth/me') {
      meCalls++;
      return user
        ? { body: { user } }
        : { status: 401, body: { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' } };
    }
    sent.push({ method, path, body });
    const route = routes[`${method} ${path}`];
    if (route) return route;
    if (method === 'POST') return { status: 202, body: { jobId: `job-${++jobs}`, status: 'queued' } };
    return { status: 404, body: { statusCode: 404, message: 'Cannot GET', error: 'Not Found' } };
  });
  const view = renderWithApp(ui);
  const tools = () => sent.filter((r) => r.method === 'POST');
  return { ...view, sent, posts: tools, meCalls: () => meCalls, user: userEvent.setup() };
}

/** A tiny PNG file (1x1 pixel). */
export function pngFile(name = 'photo.png'): File {
  const bytes = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
    (c) => c.charCodeAt(0),
  );
  return new File([bytes], name, { type: 'image/png' });
}

/** The file input behind a drop zone, by the zone's label. */
export function fileInput(label: string | RegExp): HTMLInputElement {
  return screen.getByLabelText(label, { selector: 'input[type="file"]' }) as HTMLInputElement;
}

/** The same, once the page has loaded the session. */
export async function findFileInput(label: string | RegExp): Promise<HTMLInputElement> {
  return (await screen.findByLabelText(label, { selector: 'input[type="file"]' })) as HTMLInputElement;
}

/** Picks `file` in the zone labelled `label`, and waits until its name shows. */
export async function pick(user: ReturnType<typeof userEvent.setup>, label: string | RegExp, file = pngFile()) {
  await user.upload(await findFileInput(label), file);
  await screen.findAllByText(file.name);
}

/** Drops `file` on the zone labelled `label` (a browser's drop: its data transfer lists the file as a file item too). */
export function drop(label: string, file: File) {
  const zone = screen.getByRole('button', { name: new RegExp(`^${label}`) });
  const items = [{ kind: 'file', type: file.type, getAsFile: () => file }];
  fireEvent.drop(zone, { dataTransfer: { files: [file], items, types: ['Files'] } });
}

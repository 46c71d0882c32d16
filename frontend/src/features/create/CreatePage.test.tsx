import { MESSAGES, type User, WIZARD_STEPS } from '@contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { alice, makeGirl } from '../../test/fixtures';
import { mockFetch, renderWithApp } from '../../test/utils';
import CreatePage from './CreatePage';

const mia = makeGirl({ eyes: 'Blue' });

type Answer = { status?: number; body?: unknown };

function setup({
  user = alice as User | null,
  create = { status: 201, body: { girl: mia, jobId: 'job-1' } } as Answer,
  route = '/create',
} = {}) {
  const posted: unknown[] = [];
  const checked: string[] = [];
  const fetchMock = mockFetch((method, path, body) => {
    if (path === '/api/auth/me') {
      return user
        ? { body: { user } }
        : { status: 401, body: { statusCode: 401, message: 'Not signed in', error: 'Unauthorized' } };
    }
    if (method === 'POST' && path === '/api/girls/policy-check') {
      checked.push(...(body as { texts: string[] }).texts);
      const refused = (body as { texts: string[] }).texts.flatMap((t, i) => (/teen|minor/i.test(t) ? [i] : []));
      return { body: { refused } };
    }
    if (method === 'POST' && path === '/api/girls') {
      posted.push(body);
      return create;
    }
    return { status: 404, body: { statusCode: 404, message: 'Not found', error: 'Not Found' } };
  });
  const view = renderWithApp(<CreatePage />, { route, path: '/create' });
  return { ...view, fetchMock, posted, checked, user: userEvent.setup() };
}

const question = () => screen.getByRole('heading', { level: 2 });
const nameBox = () => screen.getByRole('textbox', { name: 'What do you want to call me?' });
const suggestionNames = () =>
  within(screen.getByRole('list', { name: 'Suggestions' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

async function goToStep(user: ReturnType<typeof userEvent.setup>, field: string) {
  const target = WIZARD_STEPS.findIndex((s) => s.field === field);
  await screen.findByRole('heading', { level: 2, name: WIZARD_STEPS[0]!.question });
  if (target > 0) await user.type(nameBox(), 'Mia');
  for (let i = 0; i < target; i++) {
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: WIZARD_STEPS[i + 1]!.question });
  }
  expect(question()).toHaveTextContent(WIZARD_STEPS[target]!.question);
}

describe('create wizard', () => {
  it('asks a signed-out visitor to log in', async () => {
    setup({ user: null });
    expect(await screen.findByText('Please log in to create a girl.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('asks the nine questions in order, with Previous, Next and Finish on the last', async () => {
    const { user } = setup();
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('What do you want to call me?');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(screen.getByRole('list', { name: 'Progress' })).getAllByRole('listitem')).toHaveLength(9);

    const seen = [question().textContent];
    await user.type(nameBox(), 'Mia');
    for (let i = 1; i < WIZARD_STEPS.length; i++) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(question().textContent).not.toBe(seen[seen.length - 1]));
      seen.push(question().textContent);
    }
    expect(seen).toEqual(WIZARD_STEPS.map((s) => s.question));
    expect(seen).toEqual([
      'What do you want to call me?',
      'How are my eyes?',
      'How is my mouth?',
      'How is my nose?',
      'What about my hair?',
      'Describe my body type',
      "What's my skin like?",
      'How is my personality?',
      'What style do you want?',
    ]);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Realistic' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Anime' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(question()).toHaveTextContent('How is my personality?');
  });

  it('goes to the next step with Enter in a text box', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { level: 2 });
    await user.type(screen.getByRole('textbox', { name: 'What do you want to call me?' }), 'Mia{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'How are my eyes?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Or type your own'), 'Stormy grey{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'How is my mouth?' })).toBeInTheDocument();
  });

  it('checks her own words with the content policy as a step is left, and stays on a refused step', async () => {
    const { user, checked, posted } = setup();
    await screen.findByRole('heading', { level: 2 });
    await user.type(screen.getByRole('textbox', { name: 'What do you want to call me?' }), 'Mia');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'How are my eyes?' })).toBeInTheDocument();
    // a suggestion is not asked about
    await user.click(screen.getByRole('button', { name: 'Blue' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Or type your own'), 'teen lips');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.adultsOnly);
    expect(question()).toHaveTextContent('How is my mouth?');
    expect(checked).toEqual(['Mia', 'teen lips']);
    expect(posted).toEqual([]);
  });

  it('keeps the step in the URL and the answers in the session: a reload comes back to both', async () => {
    const first = setup();
    await screen.findByRole('heading', { level: 2 });
    await first.user.type(screen.getByRole('textbox', { name: 'What do you want to call me?' }), 'Mia');
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    await first.user.click(await screen.findByRole('button', { name: 'Blue' }));
    first.unmount();

    // as after a reload of /create?step=2
    const again = setup({ route: '/create?step=2' });
    expect(await screen.findByRole('heading', { level: 2, name: 'How are my eyes?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Blue' })).toHaveAttribute('aria-pressed', 'true');
    await again.user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('textbox', { name: 'What do you want to call me?' })).toHaveValue('Mia');
  });

  it('starts at the first step for a step that does not exist', async () => {
    setup({ route: '/create?step=42' });
    expect(await screen.findByRole('heading', { level: 2, name: 'What do you want to call me?' })).toBeInTheDocument();
  });

  it('shows 3 suggestions per page and starts each step at page 1', async () => {
    const { user } = setup();
    await goToStep(user, 'eyes');
    expect(suggestionNames()).toEqual(['Green', 'Blue', 'Brown']);
    expect(screen.getByRole('button', { name: 'Page 1 of 4' })).toHaveAttribute('aria-current', 'true');
    // the eyes step shows no pictures
    expect(
      within(screen.getByRole('list', { name: 'Suggestions' })).queryAllByRole('img', { hidden: true }),
    ).toHaveLength(0);
    expect(screen.getByRole('list', { name: 'Suggestions' }).querySelectorAll('img')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Page 2 of 4' }));
    expect(suggestionNames()).toEqual(['Hazel', 'Ice Blue', 'Amber']);
    await user.click(screen.getByRole('button', { name: 'More suggestions' }));
    expect(suggestionNames()).toEqual(['Violet', 'Grey', 'Heterochromatic']);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(question()).toHaveTextContent('How is my mouth?');
    expect(suggestionNames()).toEqual(['Smiling', 'Seductive', 'Sweet Smile']);
    expect(screen.getByRole('button', { name: 'Page 1 of 4' })).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(suggestionNames()).toEqual(['Green', 'Blue', 'Brown']);
  });

  it('shows a thumbnail on picture steps, highlights the pick, and hides a thumbnail that fails', async () => {
    const { user } = setup();
    await goToStep(user, 'hair');
    const list = screen.getByRole('list', { name: 'Suggestions' });
    const images = list.querySelectorAll('img');
    expect(images).toHaveLength(3);
    expect(images[0]).toHaveAttribute('src', '/wizard/hair/long.webp');

    const blonde = screen.getByRole('button', { name: 'Blonde' });
    await user.click(blonde);
    expect(blonde).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Long' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText(/Your choice:/)).toHaveTextContent('Your choice: Blonde');

    fireEvent.error(images[0]!);
    expect(list.querySelectorAll('img')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Long' })).toBeInTheDocument();
  });

  it('adds custom traits trimmed, once, ignores blanks, and toggles traits off', async () => {
    const { user } = setup();
    await goToStep(user, 'personality');
    const selectedLine = () => screen.getByText('Selected:', { exact: false });
    expect(screen.getByRole('list', { name: 'Personality traits' }).querySelectorAll('button')).toHaveLength(30);
    expect(screen.getByRole('button', { name: /^Playful/ })).toHaveTextContent('Teases, jokes');

    const box = screen.getByLabelText('Add your own trait');
    await user.type(box, '   Loves cats  ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(selectedLine()).toHaveTextContent('Selected: Loves cats');
    expect(box).toHaveValue('');

    await user.type(box, 'loves cats{Enter}');
    expect(selectedLine()).toHaveTextContent(/^Selected: Loves cats$/);
    expect(question()).toHaveTextContent('How is my personality?'); // Enter added, did not move on

    await user.type(box, '    ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(selectedLine()).toHaveTextContent(/^Selected: Loves cats$/);

    const playful = screen.getByRole('button', { name: /^Playful/ });
    await user.click(playful);
    expect(playful).toHaveAttribute('aria-pressed', 'true');
    expect(selectedLine()).toHaveTextContent('Selected: Loves cats, Playful');
    await user.type(box, 'playful{Enter}');
    expect(selectedLine()).toHaveTextContent(/^Selected: Loves cats, Playful$/);

    await user.click(playful);
    expect(playful).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: /Loves cats/ }));
    expect(selectedLine()).toHaveTextContent('Selected: none yet');
  });

  it('refuses to finish without a trait and sends nothing', async () => {
    const { user, fetchMock } = setup();
    await goToStep(user, 'style');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.personalityRequired);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one personality trait or add one.');
    const posts = fetchMock.mock.calls.filter(([request]) => (request as Request).url.endsWith('/api/girls'));
    expect(posts).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Choose her personality' }));
    expect(question()).toHaveTextContent('How is my personality?');
  });

  it('sends empty answers as null and opens her chat', async () => {
    const { user, posted } = setup();
    await screen.findByRole('heading', { level: 2 });
    await user.type(screen.getByRole('textbox', { name: 'What do you want to call me?' }), '  Mia ');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Blue' }));
    await user.click(screen.getByRole('button', { name: 'Next' })); // mouth: untouched
    await user.click(screen.getByRole('button', { name: 'Next' })); // nose
    await user.type(screen.getByLabelText('Or type your own'), '   ');
    for (let i = 0; i < 4; i++) await user.click(screen.getByRole('button', { name: 'Next' })); // to personality
    await user.click(screen.getByRole('button', { name: /^Playful/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Anime' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByText('Now at another page')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        name: 'Mia',
        eyes: 'Blue',
        mouth: null,
        nose: null,
        hair: null,
        body: null,
        skin: null,
        personality: ['Playful'],
        style: 'Anime',
      },
    ]);
  });

  it("shows the server's refusal near the button", async () => {
    const { user } = setup({
      create: { status: 422, body: { statusCode: 422, message: MESSAGES.adultsOnly, error: 'Unprocessable Entity' } },
    });
    await goToStep(user, 'personality');
    await user.click(screen.getByRole('button', { name: /^Witty/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Error saving girl: ${MESSAGES.adultsOnly}`);
    expect(screen.getByRole('button', { name: 'Finish' })).toBeEnabled();
  });

  it('links a refusal at Finish (words that pass alone but not together) back to a step with her own words', async () => {
    sessionStorage.setItem('wizardAnswers', JSON.stringify({ name: 'Mia' }));
    const { user } = setup({
      route: '/create?step=8',
      create: { status: 422, body: { statusCode: 422, message: MESSAGES.adultsOnly, error: 'Unprocessable Entity' } },
    });
    await screen.findByRole('heading', { level: 2, name: 'How is my personality?' });
    await user.type(screen.getByLabelText('Add your own trait'), 'Loves cats{Enter}');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Finish' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Error saving girl: ${MESSAGES.adultsOnly}`);
    // the first step with her own words: her name
    await user.click(within(alert).getByRole('button', { name: 'Change it on step 1: What do you want to call me?' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'What do you want to call me?' })).toBeInTheDocument();
    expect(nameBox()).toHaveValue('Mia');
  });
});

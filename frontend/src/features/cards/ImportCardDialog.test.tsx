import type { CardPreview, Girl } from '@contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { mockFetch, type MockResponse, renderWithApp } from '../../test/utils';
import { ImportCardDialog } from './ImportCardDialog';

const preview: CardPreview = {
  name: 'Seraphina',
  bio: 'A 28-year-old botanist.',
  personality: 'warm, curious',
  scenario: 'A rainy evening at her café.',
  greetings: ['Oh, hello!', 'Tea?'],
  traits: [],
  hasPortrait: false,
  appearance: { eyes: 'Green', mouth: null, nose: null, hair: null, body: null, skin: null },
  style: 'Realistic',
};
const girl = { id: 'g9', name: 'Seraphina' } as Girl;
const ADULTS = 'This request is not allowed: all characters must be adults.';

function setup(answers: { preview?: MockResponse; save?: MockResponse } = {}) {
  const requests: { body: Record<string, unknown> }[] = [];
  mockFetch((method, path, body) => {
    if (method === 'POST' && path === '/api/girls/import') {
      requests.push({ body: body as Record<string, unknown> });
      const isPreview = (body as { preview?: boolean }).preview;
      return isPreview
        ? (answers.preview ?? { body: { preview } })
        : (answers.save ?? { status: 201, body: { girl, jobId: 'job-1' } });
    }
    return { status: 404, body: { statusCode: 404, message: 'x', error: 'Not Found' } };
  });
  const onImported = vi.fn();
  const view = renderWithApp(<ImportCardDialog onClose={() => undefined} onImported={onImported} />);
  return { requests, onImported, ...view };
}

const jsonFile = (text = '{"spec":"chara_card_v2","data":{"name":"Seraphina"}}') =>
  new File([text], 'seraphina.json', { type: 'application/json' });

describe('ImportCardDialog', () => {
  it('previews the card, lets the appearance answers be changed, and saves her with them', async () => {
    const { requests, onImported, store } = setup();
    await userEvent.upload(screen.getByLabelText('Character card file'), jsonFile());

    expect(await screen.findByRole('heading', { name: 'Seraphina' })).toBeInTheDocument();
    expect(screen.getByText('A 28-year-old botanist.')).toBeInTheDocument();
    expect(screen.getByText('warm, curious')).toBeInTheDocument();
    expect(screen.getByText('A rainy evening at her café.')).toBeInTheDocument();
    expect(screen.getByText('Greetings (2)')).toBeInTheDocument();
    expect(screen.getByText(/her portrait will be made for her/)).toBeInTheDocument();
    expect(requests[0].body).toMatchObject({
      preview: true,
      card: expect.stringMatching(/^data:application\/json;base64,/) as string,
    });

    expect(screen.getByLabelText('Eyes')).toHaveValue('Green');
    await userEvent.type(screen.getByLabelText('Hair'), 'Auburn');
    await userEvent.selectOptions(screen.getByLabelText('Style'), 'Anime');
    await userEvent.click(screen.getByRole('button', { name: 'Import Seraphina' }));

    await waitFor(() => expect(onImported).toHaveBeenCalledWith(girl));
    expect(requests[1].body).toEqual({
      card: requests[0].body.card,
      overrides: { eyes: 'Green', mouth: '', nose: '', hair: 'Auburn', body: '', skin: '', style: 'Anime' },
    });
    // her portrait job is tracked like the wizard's
    expect(JSON.stringify(store.getState())).toContain('job-1');
  });

  it("shows the server's 400 in place when the file is not a card", async () => {
    setup({
      preview: {
        status: 400,
        body: { statusCode: 400, message: 'This file is not a character card.', error: 'Bad Request' },
      },
    });
    await userEvent.upload(screen.getByLabelText('Character card file'), jsonFile('{"hello":1}'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a character card.');
    expect(screen.queryByRole('button', { name: /^Import / })).not.toBeInTheDocument();
  });

  it('shows a 422 naming the refused part of the card, and one for an answer changed before saving', async () => {
    const { onImported } = setup({
      save: { status: 422, body: { statusCode: 422, message: ADULTS, error: 'Unprocessable Entity', field: 'hair' } },
    });
    await userEvent.upload(screen.getByLabelText('Character card file'), jsonFile());
    await userEvent.click(await screen.findByRole('button', { name: 'Import Seraphina' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${ADULTS} (your answer for hair)`);
    expect(onImported).not.toHaveBeenCalled();

    setup({
      preview: {
        status: 422,
        body: { statusCode: 422, message: ADULTS, error: 'Unprocessable Entity', field: 'first_mes' },
      },
    });
    await userEvent.upload(screen.getAllByLabelText('Character card file')[1], jsonFile());
    expect(await screen.findByText(`${ADULTS} (the card's first message)`)).toBeInTheDocument();
  });

  it('refuses a file that is neither .png nor .json before sending it', async () => {
    const { requests } = setup();
    await userEvent.upload(
      screen.getByLabelText('Character card file'),
      new File(['hi'], 'notes.txt', { type: 'text/plain' }),
      { applyAccept: false },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a character card: a .png or .json file.');
    expect(requests).toEqual([]);
  });
});

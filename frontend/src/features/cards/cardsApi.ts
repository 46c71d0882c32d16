import type { CardOverrides, CardPreview, ImportCardResponse } from '@contracts';

import { api } from '../../app/api';

export const cardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** What a card would create (the content policy and the card checks run; nothing is saved). */
    previewCard: build.mutation<{ preview: CardPreview }, { card: string }>({
      query: ({ card }) => ({ url: '/girls/import', method: 'POST', body: { card, preview: true } }),
    }),
    /** Creates her from the card: 201 { girl, jobId? } (a portrait job when the card had no picture). */
    importCard: build.mutation<ImportCardResponse, { card: string; overrides: CardOverrides }>({
      query: (body) => ({ url: '/girls/import', method: 'POST', body }),
      invalidatesTags: [{ type: 'Girls', id: 'MINE' }],
    }),
  }),
});

export const { usePreviewCardMutation, useImportCardMutation } = cardsApi;

export const cardUrl = (girlId: string, format: 'png' | 'json') =>
  `/api/girls/${encodeURIComponent(girlId)}/card.${format}`;
export const chatExportUrl = (girlId: string, format: 'jsonl' | 'txt') =>
  `/api/chats/${encodeURIComponent(girlId)}/export?format=${format}`;

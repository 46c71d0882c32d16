/** PUT /api/girls/:id/portrait: one of her pictures becomes her portrait again (API.md, Girls). */
export interface MakePortraitRequest {
  picId: string;
}

/** 404: the picture is not one of hers */
export const PICTURE_NOT_FOUND = 'This picture is not in her gallery.';

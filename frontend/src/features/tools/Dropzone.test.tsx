import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { Dropzone, DROPZONE_MESSAGES, type PickedImage, sniffImageType } from '../../components/Dropzone';
import { drop, fileInput, pngFile } from './testKit';

function Harness({
  onChange = () => {},
  maxBytes,
}: {
  onChange?: (image: PickedImage | null) => void;
  maxBytes?: number;
}) {
  const [image, setImage] = useState<PickedImage | null>(null);
  return (
    <Dropzone
      label="Upload an image"
      value={image}
      maxBytes={maxBytes}
      onChange={(next) => {
        setImage(next);
        onChange(next);
      }}
    />
  );
}

describe('Dropzone', () => {
  it('accepts images only, reads the file as a data URL and shows its name and a preview', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    expect(fileInput('Upload an image')).toHaveAttribute('accept', 'image/*');

    await user.upload(fileInput('Upload an image'), pngFile('me.png'));
    expect(await screen.findByText('me.png')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of me.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'me.png',
        type: 'image/png',
        dataUrl: expect.stringMatching(/^data:image\/png;base64,/) as string,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByText('me.png')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('refuses a file that is not an image, with a message', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    drop('Upload an image', new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DROPZONE_MESSAGES.notImage);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByText('notes.txt')).not.toBeInTheDocument();

    // the picker refuses it too (the accept filter is off here, as a browser's "All files" choice would be)
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput('Upload an image'), new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent(DROPZONE_MESSAGES.notImage);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reads the first bytes: a text file named .png is refused at once, a JPEG named .png is taken as a JPEG', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.upload(
      fileInput('Upload an image'),
      new File(['I am only text, named pretty.png'], 'pretty.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(DROPZONE_MESSAGES.notImage);
    expect(screen.queryByText('pretty.png')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    const jpeg = new File([Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1])], 'really.png', {
      type: 'image/png',
    });
    await user.upload(fileInput('Upload an image'), jpeg);
    expect(await screen.findByText('really.png')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'really.png', type: 'image/jpeg' }));
  });

  it.each([
    ['GIF', [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0], 'image/gif'],
    ['WebP', [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50], 'image/webp'],
  ])('knows a %s by its bytes', async (_name, bytes, type) => {
    expect(await sniffImageType(new Blob([Uint8Array.from(bytes)]))).toBe(type);
  });

  it('takes a dropped image', async () => {
    render(<Harness />);
    drop('Upload an image', pngFile('dropped.png'));
    expect(await screen.findByText('dropped.png')).toBeInTheDocument();
  });

  it('refuses an image over the size limit with a readable message', async () => {
    const user = userEvent.setup();
    render(<Harness maxBytes={10} />);
    await user.upload(fileInput('Upload an image'), pngFile('big.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This image is too large (the limit is 10 bytes).');
    expect(screen.queryByText('big.png')).not.toBeInTheDocument();
  });

  it('opens the file picker on click, Enter and Space', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = fileInput('Upload an image');
    const click = vi.spyOn(input, 'click').mockImplementation(() => {});
    const zone = screen.getByRole('button', { name: /^Upload an image/ });
    await user.click(zone);
    zone.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await waitFor(() => expect(click).toHaveBeenCalledTimes(3));
  });
});

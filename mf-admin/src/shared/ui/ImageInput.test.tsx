import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ImageInput } from './ImageInput';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, imageFileProblem } from './imageFile';

function Harness({ onChange }: { onChange: (f: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <ImageInput
      label="Image"
      file={file}
      onChange={(f) => {
        setFile(f);
        onChange(f);
      }}
    />
  );
}

describe('image upload checks', () => {
  beforeAll(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it('accepts JPEG, PNG, WebP and AVIF up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif']) {
      expect(imageFileProblem(new File(['x'], 'a', { type }))).toBeNull();
    }
    expect(imageFileProblem(new File(['x'], 'a.gif', { type: 'image/gif' }))).toBe(IMAGE_TYPE_MESSAGE);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    expect(imageFileProblem(big)).toBe(IMAGE_SIZE_MESSAGE);
  });

  it('shows a preview of an accepted file', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const file = new File(['png'], 'villa.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Image'), file);
    expect(onChange).toHaveBeenLastCalledWith(file);
    expect(screen.getByRole('img', { name: 'Preview of villa.png' })).toHaveAttribute('src', 'blob:preview');
  });

  it('refuses a rejected file with a clear message and no preview', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const pdf = new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Image'), pdf, { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent(IMAGE_TYPE_MESSAGE);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

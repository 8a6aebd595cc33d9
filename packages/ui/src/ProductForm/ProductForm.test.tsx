import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProductForm, type ProductFormProps } from './ProductForm.js';
import type { ImageUploadState } from './UploadStatus.js';

function fileInputs() {
  return [...document.querySelectorAll<HTMLInputElement>('input[type="file"]')];
}

function chooseFile(file: File) {
  const [input] = fileInputs();
  if (!input) throw new Error('no file input');
  expect(input).toHaveAttribute('accept', 'image/*');
  fireEvent.change(input, { target: { files: [file] } });
}

function chooseExtraFiles(files: File[]) {
  const input = fileInputs()[1];
  if (!input) throw new Error('no extra images input');
  expect(input).toHaveAttribute('accept', 'image/*');
  expect(input).toHaveAttribute('multiple');
  act(() => {
    fireEvent.change(input, { target: { files } });
  });
}

const png = (name: string) => new File(['x'], name, { type: 'image/png' });

/** A product the schema accepts, so that submitting reaches `onSubmit`. */
const filled = {
  name: 'Sediment Pre-Filter',
  sku: 'SED-5',
  price: '14.99',
  stock: '40',
  description: '5 micron.',
};

describe('ProductForm image upload', () => {
  it('passes image files to the host and refuses other files', () => {
    const onImageSelect = vi.fn();
    render(<ProductForm onSubmit={vi.fn()} onImageSelect={onImageSelect} />);
    chooseFile(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Only image files can be uploaded.');
    expect(onImageSelect).not.toHaveBeenCalled();
    const image = new File(['x'], 'filter.png', { type: 'image/png' });
    chooseFile(image);
    expect(onImageSelect).toHaveBeenCalledWith(image);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes the uploaded URL as the product image', () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<ProductForm onSubmit={onSubmit} />);
    rerender(
      <ProductForm
        onSubmit={onSubmit}
        upload={{ status: 'success', url: 'https://cdn.example/f.png' }}
      />,
    );
    expect(document.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/f.png');
  });
});

describe('ProductForm extra images', () => {
  it('uploads each chosen image with its own progress and badges, and submits their URLs in order', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onExtraImageSelect = vi.fn<(file: File, id: string) => void>();
    const props: ProductFormProps = { onSubmit, onExtraImageSelect, defaultValues: filled };
    const { rerender } = render(<ProductForm {...props} />);
    expect(screen.getByText('0 of 20 extra images')).toBeInTheDocument();

    chooseExtraFiles([png('a.png'), new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    expect(screen.getByRole('alert')).toHaveTextContent('Only image files can be uploaded.');
    chooseExtraFiles([png('b.png'), png('c.png')]);
    expect(onExtraImageSelect).toHaveBeenCalledTimes(3);
    const ids = onExtraImageSelect.mock.calls.map(([, id]) => id);
    expect(new Set(ids).size).toBe(3);
    expect(onExtraImageSelect.mock.calls.map(([file]) => file.name)).toEqual([
      'a.png',
      'b.png',
      'c.png',
    ]);
    expect(screen.getByText('3 of 20 extra images')).toBeInTheDocument();

    const [a = '', b = '', c = ''] = ids;
    const uploads = (states: Record<string, ImageUploadState>) =>
      rerender(<ProductForm {...props} extraUploads={states} />);
    uploads({
      [a]: { status: 'uploading', percent: 40 },
      [b]: { status: 'failed' },
      [c]: { status: 'success', percent: 100, url: 'https://cdn.example/c.png' },
    });
    expect(
      screen.getByRole('progressbar', { name: 'Extra image 1, uploading 40%' }),
    ).toHaveAttribute('aria-valuenow', '40');
    const items = screen.getAllByRole('listitem');
    expect(within(items[1] as HTMLElement).getByText('Image upload failed, retry logging in.'));
    expect(within(items[1] as HTMLElement).getByRole('alert')).toHaveTextContent('Upload failed.');
    expect(within(items[2] as HTMLElement).getByText('Image uploaded successfully!'));
    expect((items[2] as HTMLElement).querySelector('img')).toHaveAttribute(
      'src',
      'https://cdn.example/c.png',
    );

    uploads({
      [a]: { status: 'success', percent: 100, url: 'https://cdn.example/a.png' },
      [b]: { status: 'failed' },
      [c]: { status: 'success', percent: 100, url: 'https://cdn.example/c.png' },
    });
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    // The failed image has no URL: only the uploaded ones are sent, in the list's order.
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        imageUrls: ['https://cdn.example/a.png', 'https://cdn.example/c.png'],
      }),
    );
  });

  it('moves and removes images from the keyboard, announcing each change and keeping focus', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const urls = [
      'https://cdn.example/1.png',
      'https://cdn.example/2.png',
      'https://cdn.example/3.png',
    ];
    render(
      <ProductForm
        mode="edit"
        onSubmit={onSubmit}
        defaultValues={{ ...filled, imageUrls: urls }}
      />,
    );
    const previews = () =>
      screen.getAllByRole('listitem').map((item) => item.querySelector('img')?.getAttribute('src'));
    expect(previews()).toEqual(urls);
    expect(screen.getByRole('button', { name: 'Move extra image 1 earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move extra image 3 later' })).toBeDisabled();

    screen.getByRole('button', { name: 'Move extra image 1 later' }).focus();
    await user.keyboard('{Enter}');
    expect(previews()).toEqual([urls[1], urls[0], urls[2]]);
    expect(screen.getByText('Extra image moved from position 1 to 2 of 3.')).toBeInTheDocument();
    // Focus follows the moved image.
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Move extra image 2 later' }),
    );
    await user.keyboard('{Enter}');
    expect(previews()).toEqual([urls[1], urls[2], urls[0]]);
    // At the end its Later button is disabled: focus goes to its Earlier button.
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Move extra image 3 earlier' }),
    );

    screen.getByRole('button', { name: 'Remove extra image 1' }).focus();
    await user.keyboard(' ');
    expect(previews()).toEqual([urls[2], urls[0]]);
    expect(screen.getByText('Extra image 1 removed.')).toBeInTheDocument();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Remove extra image 1' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ imageUrls: [urls[2], urls[0]] }),
    );
  });

  it('takes at most 20 extra images and says so', () => {
    const onExtraImageSelect = vi.fn();
    const urls = Array.from({ length: 19 }, (_, i) => `https://cdn.example/${i}.png`);
    render(
      <ProductForm
        onSubmit={vi.fn()}
        onExtraImageSelect={onExtraImageSelect}
        defaultValues={{ imageUrls: urls }}
      />,
    );
    expect(screen.queryByText('A product can have at most 20 extra images.')).toBeNull();
    chooseExtraFiles([png('twentieth.png'), png('twenty-first.png')]);
    expect(onExtraImageSelect).toHaveBeenCalledTimes(1);
    expect(onExtraImageSelect).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'twentieth.png' }),
      expect.any(String),
    );
    expect(screen.getByText('20 of 20 extra images')).toBeInTheDocument();
    expect(screen.getByText('A product can have at most 20 extra images.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add images' })).toBeDisabled();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProductForm } from './ProductForm.js';

function chooseFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  expect(input).toHaveAttribute('accept', 'image/*');
  fireEvent.change(input, { target: { files: [file] } });
}

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

import { useMutation } from '@tanstack/react-query';
import type { Category, Product } from '@wtkit/api-client';
import { CATEGORY_PATHS, productToFormValues, sessionMessages } from '@wtkit/domain';
import { Alert, type ImageUploadState, ProductForm } from '@wtkit/ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAdminAccess } from '../admin/AdminPage';
import { mutations } from '../mutations';
import { useImageUpload } from '../useImageUpload';
import { usePartPicker } from './usePartPicker';
import './CreateProduct.css';

interface CreateProductState {
  /** Edit mode: the product chosen in a listing's edit mode. */
  product?: Product;
  /** Create mode: the listing's category. */
  category?: Category;
}

/**
 * Create or Edit Product; back to the product's listing when saved. Not an `AdminPage`: the
 * kit's `ProductForm` draws the heading, inside the form and only for an admin, the page is
 * narrower, and a refused save is shown in the form rather than ending the session.
 */
export default function CreateProduct() {
  const navigate = useNavigate();
  const location = useLocation();
  const access = useAdminAccess();
  const state = (location.state as CreateProductState | null) ?? {};
  const editing = state.product;
  const parts = usePartPicker(editing, access === 'admin');
  const create = useMutation(mutations.createProduct());
  const update = useMutation(mutations.updateProduct());
  const uploadImage = useImageUpload();
  const [upload, setUpload] = useState<ImageUploadState>({ status: 'idle' });
  const [extraUploads, setExtraUploads] = useState<Record<string, ImageUploadState>>({});

  if (access === 'loading') return null;
  if (access === 'denied') {
    return (
      <section className="sf-notice">
        <Alert tone="danger">{sessionMessages.accessDenied}</Alert>
      </section>
    );
  }

  // An edited filter's parts show by name from the form's first render.
  if (!parts.ready) return null;

  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;

  return (
    <div className="sf-product-form">
      <ProductForm
        mode={editing ? 'edit' : 'create'}
        defaultValues={
          editing
            ? productToFormValues(editing)
            : state.category
              ? { category: state.category }
              : undefined
        }
        {...parts.props}
        upload={upload}
        onImageSelect={(file) => uploadImage(file, setUpload)}
        extraUploads={extraUploads}
        onExtraImageSelect={(file, id) =>
          uploadImage(file, (state) => setExtraUploads((current) => ({ ...current, [id]: state })))
        }
        isSubmitting={saving}
        error={failure?.message ?? null}
        onSubmit={(body) => {
          const done = () => navigate(CATEGORY_PATHS[body.category]);
          if (editing) update.mutate({ id: editing._id, body }, { onSuccess: done });
          else create.mutate(body, { onSuccess: done });
        }}
      />
    </div>
  );
}

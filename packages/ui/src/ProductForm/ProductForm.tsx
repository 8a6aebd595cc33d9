import {
  CATEGORIES,
  type Category,
  FEATURED_OPTIONS,
  type FeaturedOption,
  FILTER_TYPES,
  type FilterType,
  IMAGE_URLS_MAX_COUNT,
  IMPORTANT_OPTIONS,
  type ImportantOption,
  PRODUCT_TYPES,
  type ProductFormInput,
  type ProductFormOutput,
  type ProductType,
  productFormDefaults,
  productFormSchema,
} from '@wtkit/domain';
import { useEffect, useMemo, useState } from 'react';
import { FileTrigger, Form } from 'react-aria-components';
import { Alert } from '../Alert/Alert.js';
import { Button } from '../Button/Button.js';
import {
  NumberInputField,
  RadioGroupField,
  TextAreaField,
  TextInputField,
} from '../Field/Field.js';
import { Image } from '../Image/Image.js';
import { cx } from '../internal/cx.js';
import { DomainMessage } from '../internal/DomainMessage.js';
import { useSchemaForm } from '../internal/useSchemaForm.js';
import { productFormStrings } from '../strings/catalogue/productForm.js';
import type { WtkitStrings } from '../strings/types.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import { ExtraImagesField } from './ExtraImagesField.js';
import { imageFilesOf } from './imageFiles.js';
import { type PartOption, PartPicker } from './PartPicker.js';
import { type ImageUploadState, UploadStatus } from './UploadStatus.js';
import { useExtraImages } from './useExtraImages.js';
import '../foundation.css';
import '../internal/FieldControl.css';
import '../Field/Field.css';
import '../internal/FormLayout.css';
import './ProductForm.css';

/** The catalogue's areas this module reads. */
const STRINGS = { productForm: productFormStrings };

const NO_UPLOADS: Readonly<Record<string, ImageUploadState>> = {};

export interface ProductFormProps {
  /** create: Create Product; edit: Edit Product with Save Changes. */
  mode?: 'create' | 'edit';
  /** Edit mode: domain's `productToFormValues(product)`; create: e.g. the listing's category. */
  defaultValues?: Partial<ProductFormInput>;
  onSubmit: (product: ProductFormOutput) => void;
  isSubmitting?: boolean;
  error?: string | null;
  /** Called with the chosen image file (images only); the host uploads it. */
  onImageSelect?: (file: File) => void;
  upload?: ImageUploadState;
  /**
   * Called with each chosen extra image file (images only) and the id of its place in the
   * extra images list; the host uploads it and reports in `extraUploads[id]`.
   */
  onExtraImageSelect?: (file: File, id: string) => void;
  /**
   * Upload state of each extra image chosen in the form, by the id `onExtraImageSelect` gave.
   * Keep every entry while the form is open: a successful one holds the image's URL.
   */
  extraUploads?: Readonly<Record<string, ImageUploadState>>;
  /** The parts search's results a filter can contain: every page shown so far. */
  partOptions?: readonly PartOption[];
  /** Chosen parts the results may not hold (an edited filter's parts), shown by name. */
  chosenParts?: readonly PartOption[];
  /** The parts search's text; its box shows when the host takes it (`onPartSearchChange`). */
  partSearch?: string;
  onPartSearchChange?: (text: string) => void;
  /** More parts match than `partOptions`: Show more parts calls `onLoadMoreParts`. */
  hasMoreParts?: boolean;
  onLoadMoreParts?: () => void;
  /** Parts (a search's first page or the next one) are on their way. */
  isLoadingParts?: boolean;
  className?: string;
}

/** The choices of the form's selects, worded by the catalogue. */
function formOptions(strings: WtkitStrings['productForm']) {
  const categoryLabels: Record<Category, string> = {
    commercial: strings.categories.commercial,
    residential: strings.categories.residential,
    'test kit': strings.categories.testKit,
  };
  const typeLabels: Record<ProductType, string> = strings.types;
  const filterTypeLabels: Record<FilterType, string> = strings.filterTypes;
  return {
    categoryOptions: CATEGORIES.map((value) => ({ value, label: categoryLabels[value] })),
    typeOptions: PRODUCT_TYPES.map((value) => ({ value, label: typeLabels[value] })),
    filterTypeOptions: FILTER_TYPES.map((value) => ({ value, label: filterTypeLabels[value] })),
    featuredOptions: FEATURED_OPTIONS.map((value) => ({
      value,
      label: value === 'yes' ? strings.yes : strings.no,
    })),
    importantOptions: IMPORTANT_OPTIONS.map((value) => ({
      value,
      label: value === 'no' ? strings.importantNo : value,
    })),
  };
}

/**
 * Create or Edit Product: every product field; type none hides the extras,
 * part shows quick and slow replace months, filter shows the filter type and the parts picker
 * (`PartPicker`: a search over the parts, a page at a time, which the host fetches). Image upload with progress percent, success
 * and failed badges, for the main image and for each extra image, which the admin can also
 * reorder and remove (at most 20). Checked by the domain's schema, whose output is the API's
 * product body.
 */
export function ProductForm({
  mode = 'create',
  defaultValues,
  onSubmit,
  isSubmitting = false,
  error,
  onImageSelect,
  upload = { status: 'idle' },
  onExtraImageSelect,
  extraUploads = NO_UPLOADS,
  partOptions = [],
  chosenParts,
  partSearch,
  onPartSearchChange,
  hasMoreParts,
  onLoadMoreParts,
  isLoadingParts,
  className,
}: ProductFormProps) {
  const s = useStringAreas(STRINGS);
  const { categoryOptions, typeOptions, filterTypeOptions, featuredOptions, importantOptions } =
    useMemo(() => formOptions(s.productForm), [s.productForm]);
  const form = useSchemaForm(productFormSchema, { ...productFormDefaults, ...defaultValues });
  const { values, errors, setField } = form;
  const [fileError, setFileError] = useState<string | null>(null);
  const extras = useExtraImages({
    defaultUrls: defaultValues?.imageUrls ?? [],
    uploads: extraUploads,
    onSelect: onExtraImageSelect,
    max: IMAGE_URLS_MAX_COUNT,
  });

  useEffect(() => {
    if (upload.status === 'success' && upload.url) setField('imageUrl', upload.url);
  }, [upload.status, upload.url, setField]);

  // Images still uploading have no URL yet; the schema leaves their empty entries out.
  useEffect(() => {
    setField(
      'imageUrls',
      extras.images.map((image) => image.url),
    );
  }, [extras.images, setField]);

  const chooseFile = (files: FileList | null) => {
    const {
      images: [file],
      refused,
    } = imageFilesOf(files);
    if (refused) {
      setFileError(s.productForm.imagesOnly);
      return;
    }
    if (!file) return;
    setFileError(null);
    onImageSelect?.(file);
  };

  return (
    <Form
      ref={form.formRef}
      className={cx('wt-base wt-Form wt-ProductForm', className)}
      data-wide=""
      validationBehavior="aria"
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <h1 className="wt-Form-title">
        {mode === 'edit' ? s.productForm.editTitle : s.productForm.createTitle}
      </h1>
      {error ? (
        <Alert tone="danger">
          <DomainMessage text={error} />
        </Alert>
      ) : null}
      <div className="wt-Form-row">
        <TextInputField
          label={s.productForm.name}
          value={values.name}
          onChange={(next) => setField('name', next)}
          error={errors.name}
          isRequired
        />
        <TextInputField
          label={s.productForm.sku}
          value={values.sku}
          onChange={(next) => setField('sku', next)}
          error={errors.sku}
          isRequired
        />
      </div>
      <div className="wt-Form-row">
        <NumberInputField
          decimal
          label={s.productForm.price}
          value={values.price}
          onChange={(next) => setField('price', next)}
          error={errors.price}
          isRequired
        />
        <NumberInputField
          label={s.productForm.stock}
          value={values.stock}
          onChange={(next) => setField('stock', next)}
          error={errors.stock}
          isRequired
        />
      </div>
      <RadioGroupField<Category>
        label={s.productForm.category}
        value={values.category}
        onChange={(next) => setField('category', next)}
        options={categoryOptions}
        error={errors.category}
      />
      <div className="wt-ProductForm-image">
        <span className="wt-Field-label">{s.productForm.image}</span>
        <div className="wt-ProductForm-imageRow">
          <span className="wt-ProductForm-preview">
            <Image src={values.imageUrl} alt="" compactPlaceholder />
          </span>
          <div className="wt-ProductForm-upload">
            <FileTrigger acceptedFileTypes={['image/*']} onSelect={chooseFile}>
              <Button variant="secondary" isPending={upload.status === 'uploading'}>
                {s.productForm.chooseImage}
              </Button>
            </FileTrigger>
            <UploadStatus upload={upload} />
            {fileError ? (
              <p className="wt-Field-error" role="alert">
                {fileError}
              </p>
            ) : null}
          </div>
        </div>
      </div>
      <ExtraImagesField
        images={extras.images}
        max={IMAGE_URLS_MAX_COUNT}
        onAdd={extras.add}
        onMove={extras.move}
        onRemove={extras.remove}
        error={errors.imageUrls}
      />
      <TextAreaField
        label={s.productForm.description}
        value={values.description}
        onChange={(next) => setField('description', next)}
        error={errors.description}
        isRequired
      />
      <div className="wt-Form-row">
        <RadioGroupField<FeaturedOption>
          label={s.productForm.featured}
          value={values.isFeatured}
          onChange={(next) => setField('isFeatured', next)}
          options={featuredOptions}
        />
        <RadioGroupField<ImportantOption>
          label={s.productForm.important}
          value={values.important}
          onChange={(next) => setField('important', next)}
          options={importantOptions}
        />
      </div>
      <TextInputField
        label={s.productForm.tags}
        value={values.tags}
        onChange={(next) => setField('tags', next)}
        error={errors.tags}
      />
      <RadioGroupField<ProductType>
        label={s.productForm.type}
        value={values.type}
        onChange={(next) => setField('type', next)}
        options={typeOptions}
      />
      {values.type === 'part' ? (
        <div className="wt-Form-row">
          <NumberInputField
            label={s.productForm.quickReplaceMonths}
            value={values.quickReplaceMonths ?? ''}
            onChange={(next) => setField('quickReplaceMonths', next)}
            error={errors.quickReplaceMonths}
          />
          <NumberInputField
            label={s.productForm.slowReplaceMonths}
            value={values.slowReplaceMonths ?? ''}
            onChange={(next) => setField('slowReplaceMonths', next)}
            error={errors.slowReplaceMonths}
          />
        </div>
      ) : null}
      {values.type === 'filter' ? (
        <>
          <RadioGroupField<FilterType>
            label={s.productForm.filterType}
            value={values.filterType}
            onChange={(next) => setField('filterType', next)}
            options={filterTypeOptions}
          />
          <PartPicker
            value={values.parts}
            onChange={(next) => setField('parts', next)}
            options={partOptions}
            chosen={chosenParts}
            searchText={partSearch}
            onSearchChange={onPartSearchChange}
            hasMore={hasMoreParts}
            onLoadMore={onLoadMoreParts}
            isLoading={isLoadingParts}
            error={errors.parts}
          />
        </>
      ) : null}
      <TextInputField
        label={s.productForm.additional}
        value={values.additional}
        onChange={(next) => setField('additional', next)}
        error={errors.additional}
      />
      <Button type="submit" size="lg" isPending={isSubmitting}>
        {mode === 'edit' ? s.productForm.saveButton : s.productForm.createButton}
      </Button>
    </Form>
  );
}

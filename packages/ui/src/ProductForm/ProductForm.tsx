import {
  CATEGORIES,
  type Category,
  FEATURED_OPTIONS,
  type FeaturedOption,
  FILTER_TYPES,
  type FilterType,
  IMPORTANT_OPTIONS,
  type ImportantOption,
  LABELS,
  MESSAGES,
  PRODUCT_TYPES,
  type ProductFormInput,
  type ProductFormOutput,
  type ProductType,
  productFormDefaults,
  productFormSchema,
} from '@wtkit/domain';
import { useEffect, useState } from 'react';
import {
  Checkbox,
  CheckboxGroup,
  FileTrigger,
  Form,
  Label,
  ProgressBar,
} from 'react-aria-components';
import { Alert } from '../Alert/Alert.js';
import { Badge } from '../Badge/Badge.js';
import { Button } from '../Button/Button.js';
import {
  NumberInputField,
  RadioGroupField,
  TextAreaField,
  TextInputField,
} from '../Field/Field.js';
import { Image } from '../Image/Image.js';
import { cx } from '../internal/cx.js';
import { useSchemaForm } from '../internal/useSchemaForm.js';

/** A part product the filter's parts chooser offers. */
export interface PartOption {
  _id: string;
  name: string;
  imageUrl?: string | null;
  quickReplaceMonths: number | null;
  slowReplaceMonths: number | null;
}

/** idle, uploading with percent, success or failed (000 §4). */
export interface ImageUploadState {
  status: 'idle' | 'uploading' | 'success' | 'failed';
  /** 0 to 100 while uploading. */
  percent?: number;
  /** The uploaded image's public URL; it becomes the product's image. */
  url?: string | null;
}

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
  /** Parts a filter can contain. */
  partOptions?: readonly PartOption[];
  className?: string;
}

const typeLabels: Record<ProductType, string> = { none: 'None', part: 'Part', filter: 'Filter' };
const filterTypeLabels: Record<FilterType, string> = {
  none: 'None',
  undersink: 'Under-sink',
  wholehouse: 'Whole-house',
};
const categoryLabels: Record<Category, string> = {
  commercial: LABELS.layout.commercial,
  residential: LABELS.layout.residential,
  'test kit': LABELS.layout.testKit,
};

const categoryOptions = CATEGORIES.map((value) => ({ value, label: categoryLabels[value] }));
const typeOptions = PRODUCT_TYPES.map((value) => ({ value, label: typeLabels[value] }));
const filterTypeOptions = FILTER_TYPES.map((value) => ({ value, label: filterTypeLabels[value] }));
const featuredOptions = FEATURED_OPTIONS.map((value) => ({
  value,
  label: value === 'yes' ? LABELS.productForm.yes : LABELS.productForm.no,
}));
const importantOptions = IMPORTANT_OPTIONS.map((value) => ({
  value,
  label: value === 'no' ? LABELS.productForm.importantNo : value,
}));

/**
 * Create or Edit Product (000 §2, §3, §5): every product field; type none hides the extras,
 * part shows quick and slow replace months, filter shows the filter type and a scrolling parts
 * chooser whose cards show their replace months. Image upload with progress percent, success
 * and failed badges. Checked by the domain's schema, whose output is the API's product body.
 */
export function ProductForm({
  mode = 'create',
  defaultValues,
  onSubmit,
  isSubmitting = false,
  error,
  onImageSelect,
  upload = { status: 'idle' },
  partOptions = [],
  className,
}: ProductFormProps) {
  const form = useSchemaForm(productFormSchema, { ...productFormDefaults, ...defaultValues });
  const { values, errors, setField } = form;
  const [fileError, setFileError] = useState<string | null>(null);

  useEffect(() => {
    if (upload.status === 'success' && upload.url) setField('imageUrl', upload.url);
  }, [upload.status, upload.url, setField]);

  const chooseFile = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setFileError(MESSAGES.upload.imagesOnly);
      return;
    }
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
        {mode === 'edit' ? LABELS.productForm.editTitle : LABELS.productForm.createTitle}
      </h1>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <div className="wt-Form-row">
        <TextInputField
          label={LABELS.productForm.name}
          value={values.name}
          onChange={(next) => setField('name', next)}
          error={errors.name}
          isRequired
        />
        <TextInputField
          label={LABELS.productForm.sku}
          value={values.sku}
          onChange={(next) => setField('sku', next)}
          error={errors.sku}
          isRequired
        />
      </div>
      <div className="wt-Form-row">
        <NumberInputField
          decimal
          label={LABELS.productForm.price}
          value={values.price}
          onChange={(next) => setField('price', next)}
          error={errors.price}
          isRequired
        />
        <NumberInputField
          label={LABELS.productForm.stock}
          value={values.stock}
          onChange={(next) => setField('stock', next)}
          error={errors.stock}
          isRequired
        />
      </div>
      <RadioGroupField<Category>
        label={LABELS.productForm.category}
        value={values.category}
        onChange={(next) => setField('category', next)}
        options={categoryOptions}
        error={errors.category}
      />
      <div className="wt-ProductForm-image">
        <span className="wt-Field-label">{LABELS.productForm.image}</span>
        <div className="wt-ProductForm-imageRow">
          <span className="wt-ProductForm-preview">
            <Image src={values.imageUrl} alt="" compactPlaceholder />
          </span>
          <div className="wt-ProductForm-upload">
            <FileTrigger acceptedFileTypes={['image/*']} onSelect={chooseFile}>
              <Button variant="secondary" isPending={upload.status === 'uploading'}>
                {LABELS.productForm.chooseImage}
              </Button>
            </FileTrigger>
            {upload.status === 'uploading' ? (
              <ProgressBar
                className="wt-ProductForm-progress"
                value={upload.percent ?? 0}
                aria-label={LABELS.productForm.uploading(Math.round(upload.percent ?? 0))}
              >
                {({ percentage }) => (
                  <>
                    <span className="wt-ProductForm-progressText">
                      {LABELS.productForm.uploading(Math.round(percentage ?? 0))}
                    </span>
                    <span className="wt-ProductForm-progressTrack">
                      <span style={{ width: `${percentage ?? 0}%` }} />
                    </span>
                  </>
                )}
              </ProgressBar>
            ) : null}
            <div role="status">
              {upload.status === 'success' ? (
                <Badge tone="success">{MESSAGES.upload.success}</Badge>
              ) : null}
              {upload.status === 'failed' ? (
                <Badge tone="danger">{MESSAGES.upload.failedBadge}</Badge>
              ) : null}
            </div>
            {/* The failure is also announced at once, as the spec's alert (000 §8). */}
            {upload.status === 'failed' ? (
              <Alert tone="danger">{MESSAGES.upload.failedAlert}</Alert>
            ) : null}
            {fileError ? (
              <p className="wt-Field-error" role="alert">
                {fileError}
              </p>
            ) : null}
          </div>
        </div>
      </div>
      <TextAreaField
        label={LABELS.productForm.description}
        value={values.description}
        onChange={(next) => setField('description', next)}
        error={errors.description}
        isRequired
      />
      <div className="wt-Form-row">
        <RadioGroupField<FeaturedOption>
          label={LABELS.productForm.featured}
          value={values.isFeatured}
          onChange={(next) => setField('isFeatured', next)}
          options={featuredOptions}
        />
        <RadioGroupField<ImportantOption>
          label={LABELS.productForm.important}
          value={values.important}
          onChange={(next) => setField('important', next)}
          options={importantOptions}
        />
      </div>
      <TextInputField
        label={LABELS.productForm.tags}
        value={values.tags}
        onChange={(next) => setField('tags', next)}
        error={errors.tags}
      />
      <RadioGroupField<ProductType>
        label={LABELS.productForm.type}
        value={values.type}
        onChange={(next) => setField('type', next)}
        options={typeOptions}
      />
      {values.type === 'part' ? (
        <div className="wt-Form-row">
          <NumberInputField
            label={LABELS.productForm.quickReplaceMonths}
            value={values.quickReplaceMonths ?? ''}
            onChange={(next) => setField('quickReplaceMonths', next)}
            error={errors.quickReplaceMonths}
          />
          <NumberInputField
            label={LABELS.productForm.slowReplaceMonths}
            value={values.slowReplaceMonths ?? ''}
            onChange={(next) => setField('slowReplaceMonths', next)}
            error={errors.slowReplaceMonths}
          />
        </div>
      ) : null}
      {values.type === 'filter' ? (
        <>
          <RadioGroupField<FilterType>
            label={LABELS.productForm.filterType}
            value={values.filterType}
            onChange={(next) => setField('filterType', next)}
            options={filterTypeOptions}
          />
          <CheckboxGroup
            className="wt-Field wt-ProductForm-parts"
            value={[...values.parts]}
            onChange={(next) => setField('parts', next)}
            isInvalid={errors.parts !== undefined}
          >
            <Label className="wt-Field-label">{LABELS.productForm.parts}</Label>
            <div className="wt-ProductForm-partList">
              {partOptions.map((part) => (
                <Checkbox key={part._id} value={part._id} className="wt-ProductForm-part">
                  <span className="wt-ProductForm-partImage">
                    <Image src={part.imageUrl} alt="" compactPlaceholder />
                  </span>
                  <span className="wt-ProductForm-partName">{part.name}</span>
                  <span className="wt-ProductForm-partMonths">
                    {LABELS.productForm.replaceMonths(
                      part.quickReplaceMonths,
                      part.slowReplaceMonths,
                    )}
                  </span>
                </Checkbox>
              ))}
            </div>
            {errors.parts ? <p className="wt-Field-error">{errors.parts}</p> : null}
          </CheckboxGroup>
        </>
      ) : null}
      <TextInputField
        label={LABELS.productForm.additional}
        value={values.additional}
        onChange={(next) => setField('additional', next)}
        error={errors.additional}
      />
      <Button type="submit" size="lg" isPending={isSubmitting}>
        {mode === 'edit' ? LABELS.productForm.saveButton : LABELS.productForm.createButton}
      </Button>
    </Form>
  );
}

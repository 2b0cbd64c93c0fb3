import { FIELD_LIMITS } from '@bq/contract/meta';
import {
  Button,
  FileUpload,
  FormField,
  Inline,
  RadioGroup,
  type SelectOption,
  Stack,
  Text,
} from '@bq/ui';
import { useId } from 'react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import {
  FieldRow,
  SelectField,
  TextAreaInput,
  TextInput,
  useFieldError,
} from '../../../shared/forms/fields';
import { MoneyField } from '../../../shared/forms/MoneyField';
import { PhotoGallery } from './PhotoGallery';
import { type ProductFormValues, stockRule } from './productMapping';

const L = FIELD_LIMITS.commerce;

/** What the photo upload takes, from the contract's upload limits. */
export interface PhotoUpload {
  upload: (file: File, onPercent: (percent: number) => void) => Promise<string>;
  maxBytes: number;
}

/**
 * The product editor's fields inside a react-hook-form `FormProvider`: type, names and
 * descriptions in both languages, photos, price, stock or made to order, and the options (a
 * size, a quantity tier) each with its own price.
 */
export function ProductForm({
  types,
  photoUpload,
}: {
  types: readonly SelectOption[];
  /** null: this server takes no product photos (the photos the product has are kept). */
  photoUpload: PhotoUpload | null;
}) {
  const { control, watch, setValue, getValues } = useFormContext<ProductFormValues>();
  const options = useFieldArray({ control, name: 'options', keyName: 'key' });
  const optionsTitle = useId();
  const photos = watch('photos');
  const photoError = useFieldError('photos');
  const optionsError = useFieldError('options');
  const counted = watch('supply') === 'counted';
  const name = watch('nameEn') || watch('nameZh');
  const full = photos.length >= L.photos.maxItems;

  return (
    <Stack space="lg">
      <SelectField name="typeId" label="Product type" required options={types} />
      <FieldRow>
        <TextInput name="nameEn" label="Name (English)" help="A name in one language at least" />
        <TextInput name="nameZh" label="Name (Chinese)" />
      </FieldRow>
      <TextAreaInput name="descriptionEn" label="Description (English)" />
      <TextAreaInput name="descriptionZh" label="Description (Chinese)" />
      <FormField
        label="Photos"
        help={`Up to ${L.photos.maxItems}; the first is shown in lists`}
        error={photoError}
      >
        <Stack space="sm">
          <PhotoGallery
            photos={photos}
            name={name}
            onRemove={(index) =>
              setValue(
                'photos',
                getValues('photos').filter((_, i) => i !== index),
                { shouldDirty: true },
              )
            }
          />
          {photoUpload && !full && (
            <FileUpload
              // A fresh drop zone after each photo: the photos are shown above.
              key={photos.length}
              accept="image/png,image/jpeg"
              maxSize={photoUpload.maxBytes}
              buttonText="Add a photo"
              dropText="or drop a PNG or JPEG here"
              hint="PNG or JPEG"
              onUpload={async (file, onProgress) => {
                const url = await photoUpload.upload(file, (p) => onProgress(Math.min(p, 99)));
                onProgress(100);
                setValue('photos', [...getValues('photos'), url], { shouldDirty: true });
              }}
            />
          )}
        </Stack>
      </FormField>
      <FieldRow>
        <MoneyField name="price" label="Price" required max={L.price} />
        <Controller
          control={control}
          name="supply"
          render={({ field }) => (
            <FormField label="Supply">
              <RadioGroup
                value={field.value}
                onValueChange={field.onChange}
                orientation="horizontal"
                options={[
                  { value: 'counted', label: 'Counted stock' },
                  { value: 'made', label: 'Made to order' },
                ]}
              />
            </FormField>
          )}
        />
        {counted && <TextInput name="stock" label="In stock" required rule={stockRule} />}
      </FieldRow>
      <Stack space="sm" role="group" aria-labelledby={optionsTitle}>
        <Text id={optionsTitle} weight="medium">
          Options
        </Text>
        <Text tone="muted" size="sm">
          Choices such as a size or a quantity, each with its own price. A removed option stays on
          the orders that have it.
        </Text>
        {optionsError && <Text tone="danger">{optionsError}</Text>}
        {options.fields.map((option, index) => (
          <Inline key={option.key} space="md" alignItems="flex-end">
            <TextInput name={`options.${index}.label`} label={`Option ${index + 1}`} required />
            <MoneyField
              name={`options.${index}.price`}
              label={`Option ${index + 1} price`}
              required
              max={L.price}
            />
            <Button variant="ghost" onClick={() => options.remove(index)}>
              Remove option {index + 1}
            </Button>
          </Inline>
        ))}
        {options.fields.length < L.options.maxItems && (
          <Inline>
            <Button variant="secondary" onClick={() => options.append({ label: '', price: '' })}>
              Add an option
            </Button>
          </Inline>
        )}
      </Stack>
    </Stack>
  );
}

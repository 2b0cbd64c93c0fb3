import { FIELD_LIMITS, PROPERTY_TYPES } from '@bq/contract/meta';
import { FileUpload, FormField, ImageGallery, type SelectOption, Stack, Text } from '@bq/ui';
import { useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  FieldRow,
  SelectField,
  TextAreaInput,
  TextInput,
  useFieldError,
} from '../../../shared/forms/fields';
import { MoneyField } from '../../../shared/forms/MoneyField';
import { zipRule } from '../../../shared/forms/rules';
import {
  areaRule,
  bathsRule,
  type ListingFormValues,
  moved,
  PLAIN,
  roomsRule,
  yearRule,
} from './listingMapping';
import { PROPERTY_TYPE_TEXT } from './listingText';

const L = FIELD_LIMITS.listings;

const TYPE_OPTIONS = PROPERTY_TYPES.map((t) => ({ value: t, label: PROPERTY_TYPE_TEXT[t] }));
const CONTACT_OPTIONS = [
  { value: 'phone', label: 'Phone' },
  { value: 'email', label: 'E-mail' },
  { value: 'both', label: 'Phone and e-mail' },
];

/**
 * The listing editor's fields inside a react-hook-form `FormProvider`: RESO facts, the remarks in
 * both languages, features (one a line), the template, and up to 50 photos — uploaded in the
 * order chosen, dragged (or moved with Alt and an arrow key) into the order shown, the first the
 * cover, each opening the ImagePreview.
 */
export function ListingForm({
  templates,
  upload,
  maxBytes,
}: {
  templates: readonly SelectOption[];
  upload: (file: File, onPercent: (percent: number) => void) => Promise<string>;
  maxBytes: number;
}) {
  const { watch, setValue, getValues } = useFormContext<ListingFormValues>();
  const photos = watch('photos');
  const photoError = useFieldError('photos');
  const full = photos.length >= L.photos.maxItems;
  // Files chosen together upload one after another, so the photos keep the order chosen.
  const queue = useRef(Promise.resolve());
  const pending = useRef(0);
  const failed = useRef(false);
  const [batch, setBatch] = useState(0);
  const address = watch('UnparsedAddress') || 'The listing';

  return (
    <Stack space="lg">
      <FieldRow>
        <SelectField name="PropertyType" label="Property type" required options={TYPE_OPTIONS} />
        <SelectField
          name="templateId"
          label="Template"
          options={[{ value: PLAIN, label: 'Plain layout' }, ...templates]}
        />
        <SelectField
          name="contactShown"
          label="Contact published"
          help="On the share page and the flyer; the phone is your profile's (the e-mail when it has none)"
          options={CONTACT_OPTIONS}
        />
      </FieldRow>
      <FieldRow>
        <TextInput name="UnparsedAddress" label="Street address" required />
        <TextInput name="UnitNumber" label="Unit" />
      </FieldRow>
      <FieldRow>
        <TextInput name="City" label="City" required />
        <TextInput name="StateOrProvince" label="State" required />
        <TextInput name="PostalCode" label="ZIP code" required rule={zipRule} />
      </FieldRow>
      <FieldRow>
        <MoneyField name="ListPrice" label="List price" required max={L.price} />
        <TextInput name="BedroomsTotal" label="Bedrooms" required rule={roomsRule} />
      </FieldRow>
      <FieldRow>
        <TextInput name="BathroomsTotalInteger" label="Bathrooms" required rule={bathsRule} />
        <TextInput
          name="BathroomsHalf"
          label="Half baths"
          help="A toilet and a sink, no tub or shower: each counts a half (2 and 1 read 2.5 baths)"
          rule={roomsRule}
        />
      </FieldRow>
      <FieldRow>
        <TextInput name="LivingArea" label="Living area (sq ft)" rule={areaRule} />
        <TextInput name="LotSizeArea" label="Lot (sq ft)" rule={areaRule} />
        <TextInput name="YearBuilt" label="Year built" rule={yearRule} />
      </FieldRow>
      <TextAreaInput name="PublicRemarksEn" label="Description (English)" />
      <TextAreaInput name="PublicRemarksZh" label="Description (Chinese)" />
      <TextAreaInput
        name="features"
        label="Features"
        help={`One a line, up to ${L.features.maxItems}`}
      />
      <FormField
        label="Photos"
        help={`Up to ${L.photos.maxItems}; drag to reorder, the first is the cover (${photos.length} of ${L.photos.maxItems})`}
        error={photoError}
      >
        <Stack space="sm">
          <ImageGallery
            label="Listing photos"
            size="sm"
            images={photos.map((src, i) => ({
              src,
              alt: `${address}: photo ${i + 1} of ${photos.length}`,
            }))}
            openLabel={(_, i) => `View photo ${i + 1}`}
            removeLabel={(_, i) => `Remove photo ${i + 1}`}
            onRemove={(index) =>
              setValue(
                'photos',
                getValues('photos').filter((_, i) => i !== index),
                { shouldDirty: true },
              )
            }
            onMove={(from, to) =>
              setValue('photos', moved(getValues('photos'), from, to), { shouldDirty: true })
            }
            emptyText={<Text tone="muted">No photos yet.</Text>}
          />
          {!full && (
            <FileUpload
              // A fresh drop zone once every chosen photo is in: the photos are shown above.
              key={batch}
              accept="image/png,image/jpeg"
              maxSize={maxBytes}
              buttonText="Add photos"
              dropText="or drop PNG or JPEG photos here"
              hint="PNG or JPEG"
              onUpload={(file, onProgress) => {
                pending.current += 1;
                const done = queue.current.then(async () => {
                  const url = await upload(file, (p) => onProgress(Math.min(p, 99)));
                  onProgress(100);
                  setValue('photos', [...getValues('photos'), url], { shouldDirty: true });
                });
                queue.current = done.catch(() => {
                  failed.current = true;
                });
                return done.finally(() => {
                  pending.current -= 1;
                  // A refused photo stays listed with its reason until the next batch.
                  if (pending.current === 0 && !failed.current) setBatch((b) => b + 1);
                  if (pending.current === 0) failed.current = false;
                });
              }}
            />
          )}
        </Stack>
      </FormField>
    </Stack>
  );
}

import { describe, expect, it } from 'vitest';
import {
  emptyTemplateForm,
  sampleListing,
  templateFormOf,
  templateRequestOf,
} from './templateMapping';

describe('the template form', () => {
  it('sends the flyer photo count as a number and a trimmed name', () => {
    expect(
      templateRequestOf({ ...emptyTemplateForm(), name: ' Open house ', flyerPhotos: '5' }),
    ).toEqual({
      name: 'Open house',
      layout: 'hero',
      accent: 'navy',
      headlineEn: '',
      headlineZh: '',
      showFeatures: true,
      showRemarks: true,
      flyerPhotos: 5,
    });
  });

  it('reads a saved template back and previews it with a made-up listing in its layout', () => {
    const values = templateFormOf({
      id: 3,
      name: 'Grid',
      layout: 'grid',
      accent: 'forest',
      headlineEn: 'Just listed',
      headlineZh: '新上市',
      showFeatures: false,
      showRemarks: true,
      flyerPhotos: 1,
      ownerName: 'Alex Agent',
      mayEdit: true,
      version: 2,
    });
    expect(values.flyerPhotos).toBe('1');
    expect(sampleListing(values).layout).toEqual({
      layout: 'grid',
      accent: 'forest',
      headlineEn: 'Just listed',
      headlineZh: '新上市',
      showFeatures: false,
      showRemarks: true,
      flyerPhotos: 1,
    });
  });
});

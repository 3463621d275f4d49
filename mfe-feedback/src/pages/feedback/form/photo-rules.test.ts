import { UPLOAD_LIMITS } from '@pest-portal/shared';
import { FEEDBACK_LIMITS } from '@pest-portal/shared/contract/feedback';
import { checkPhoto } from './photo-rules';

const png = (size = 1000) => ({ name: 'trap.png', size, type: 'image/png' });

describe('checkPhoto', () => {
  it('accepts a PNG, JPEG or WebP photo within the size limit', () => {
    expect(checkPhoto(png(UPLOAD_LIMITS.maxBytes), 0)).toBeNull();
    expect(checkPhoto({ name: 'a.jpg', size: 10, type: 'image/jpeg' }, 0)).toBeNull();
    expect(checkPhoto({ name: 'a.webp', size: 10, type: 'image/webp' }, 0)).toBeNull();
  });

  it('refuses a photo over the size limit, naming it', () => {
    expect(checkPhoto(png(UPLOAD_LIMITS.maxBytes + 1), 0)).toEqual({
      key: 'feedback.photoTooLarge',
      vars: { name: 'trap.png', size: 5 },
    });
  });

  it('refuses what is not a photo, even a PDF the upload call would take', () => {
    expect(checkPhoto({ name: 'report.pdf', size: 10, type: 'application/pdf' }, 0)?.key).toBe(
      'feedback.photoBadType',
    );
    expect(checkPhoto({ name: 'x.gif', size: 10, type: 'image/gif' }, 0)?.key).toBe(
      'feedback.photoBadType',
    );
  });

  it('refuses a photo past the limit of the form', () => {
    expect(checkPhoto(png(), FEEDBACK_LIMITS.images - 1)).toBeNull();
    expect(checkPhoto(png(), FEEDBACK_LIMITS.images)).toEqual({
      key: 'feedback.photoTooMany',
      vars: { max: FEEDBACK_LIMITS.images },
    });
  });
});

import { draftKey, isEmptyDraft, parseDraft } from './feedback-draft';

describe('parseDraft', () => {
  it('keeps a well-formed draft', () => {
    const draft = {
      feedbackType: 'quality',
      content: '门店后厨发现蟑螂',
      contact: '138',
      images: ['/f/1.png'],
    };
    expect(parseDraft(draft)).toEqual(draft);
  });

  it('drops fields of the wrong shape from an older build', () => {
    expect(
      parseDraft({ feedbackType: 'bogus', content: 12, contact: 'x', images: ['/a.png', 3] }),
    ).toEqual({
      feedbackType: undefined,
      content: '',
      contact: 'x',
      images: ['/a.png'],
    });
  });

  it('treats nothing, garbage and an empty draft as no draft', () => {
    expect(parseDraft(undefined)).toBeNull();
    expect(parseDraft('text')).toBeNull();
    expect(parseDraft({ content: '', contact: '', images: [] })).toBeNull();
  });
});

describe('drafts', () => {
  it('are kept per account', () => {
    expect(draftKey('7')).not.toBe(draftKey('8'));
  });

  it('count as empty only with nothing entered', () => {
    expect(isEmptyDraft({ content: '', contact: '', images: [] })).toBe(true);
    expect(isEmptyDraft({ content: '', contact: '', images: ['/a.png'] })).toBe(false);
  });
});

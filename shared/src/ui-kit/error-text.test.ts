import { ApiError } from '@pest-portal/shared';
import { errorText, fieldErrorsOf } from './error-text';

describe('errorText', () => {
  it('says what the failure says: the catalogue text of an ApiError, any error message, or the thrown value', () => {
    expect(errorText(new ApiError('网络错误，请检查网络连接', 0))).toBe('网络错误，请检查网络连接');
    expect(errorText(new TypeError('x is undefined'))).toBe('x is undefined');
    expect(errorText('timeout')).toBe('timeout');
  });
});

describe('fieldErrorsOf', () => {
  const refused = new ApiError('联系方式格式不正确', 400, [
    { field: 'contact', defaultMessage: '联系方式格式不正确' },
    { field: 'requestId', defaultMessage: '请求编号无效' },
  ]);

  it('puts the server field checks under the fields the form has, named as a list or a record', () => {
    const expected = [{ name: 'contact', errors: ['联系方式格式不正确'] }];
    expect(fieldErrorsOf(refused, ['content', 'contact'] as const)).toEqual(expected);
    expect(fieldErrorsOf(refused, { content: true, contact: true })).toEqual(expected);
  });

  it('has nothing for a failure that names no field', () => {
    expect(fieldErrorsOf(new ApiError('网络错误', 0), ['contact'])).toEqual([]);
    expect(fieldErrorsOf(new Error('contact'), ['contact'])).toEqual([]);
  });
});

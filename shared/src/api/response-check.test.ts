import { Type } from '@sinclair/typebox';
import { post } from '../contract/endpoint';
import { checkResponse } from './response-check';

const page = post('/customer/example/page', {
  input: Type.Object({}),
  output: Type.Object({ total: Type.Integer(), rows: Type.Array(Type.String()) }),
});

describe('checkResponse (development only)', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('is silent for an answer that matches its output schema', () => {
    expect(checkResponse(page, { total: 1, rows: ['a'] })).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('names the endpoint and the first place an answer departs from the contract', () => {
    const text = checkResponse(page, { total: '1', rows: [] });
    expect(text).toContain('POST /customer/example/page');
    expect(text).toContain('/total');
    expect(warn).toHaveBeenCalledWith(text);
  });
});

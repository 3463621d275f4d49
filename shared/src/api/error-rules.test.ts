import { judge } from './error-rules';

describe('error catalogue (spec §8)', () => {
  it('passes 200', () => {
    expect(judge({ statusCode: 200, message: 'ok', data: null })).toEqual({ kind: 'ok' });
  });

  it('sends 304 and 306 to login', () => {
    expect(judge({ statusCode: 304, message: 'x', data: null })).toEqual({ kind: 'login' });
    expect(judge({ statusCode: 306, message: 'x', data: null })).toEqual({ kind: 'login' });
  });

  it('sends 305 to login only with 无有效客户', () => {
    expect(judge({ statusCode: 305, message: '无有效客户', data: null })).toEqual({
      kind: 'login',
    });
    expect(judge({ statusCode: 305, message: 'other', data: null })).toEqual({
      kind: 'toast',
      text: 'other',
    });
  });

  it('prefers the first validation defaultMessage, else the message', () => {
    const data = [
      { field: 'newPassword', defaultMessage: '新密码至少8位' },
      { field: 'x', defaultMessage: 'second' },
    ];
    expect(judge({ statusCode: 400, message: '参数错误', data })).toEqual({
      kind: 'toast',
      text: '新密码至少8位',
    });
    expect(judge({ statusCode: 500, message: '服务器错误', data: null })).toEqual({
      kind: 'toast',
      text: '服务器错误',
    });
  });
});

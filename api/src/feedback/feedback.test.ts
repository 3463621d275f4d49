import {
  ENDPOINTS,
  STATUS,
  type FeedbackSubmitRequest,
  type SessionInfo,
  type UploadedFile,
} from '@pest-portal/shared/contract';
import { SAMPLE, uploadFile } from '../testing/multipart';
import { createTestApp, type TestApp } from '../testing/test-app';
import { call, envelopeOf, login } from '../testing/test-client';

let t: TestApp;
let hq: SessionInfo;
let other: SessionInfo;
beforeAll(async () => {
  t = await createTestApp();
  [hq, other] = [await login(t.app, 'hq_demo'), await login(t.app, 'other_demo')];
});
afterAll(() => t.close());

const valid: FeedbackSubmitRequest = {
  feedbackType: 'service',
  content: '后厨发现蟑螂，请尽快处理',
  contact: '张经理',
  images: [],
};
const asMember = (session: SessionInfo, mid: number) => ({ ...session, mid });
const uploaded = async (session: SessionInfo, content = SAMPLE.png) =>
  envelopeOf<UploadedFile>(await uploadFile(t.app, { session }, content, 'p.png')).data.fileUrl;
const fieldsOf = (data: unknown) => (data as { field: string }[]).map((e) => e.field);

describe('feedback submit', () => {
  it('lists every invalid field', async () => {
    const envelope = await call(
      t.app,
      ENDPOINTS.feedbackSubmit,
      {
        feedbackType: 'x' as 'other',
        content: '短',
        contact: 'c'.repeat(51),
        images: Array(7).fill('u'),
      },
      { session: hq },
    );
    expect(envelope.statusCode).toBe(STATUS.VALIDATION);
    expect(envelope.data).toEqual([
      { field: 'feedbackType', defaultMessage: '请选择反馈类型' },
      { field: 'content', defaultMessage: '反馈内容至少5个字' },
      { field: 'contact', defaultMessage: '联系方式不能超过50个字' },
      { field: 'images', defaultMessage: '最多上传6张图片' },
    ]);
    const long = await call(
      t.app,
      ENDPOINTS.feedbackSubmit,
      { ...valid, content: '虫'.repeat(501) },
      { session: hq },
    );
    expect(long.message).toBe('反馈内容不能超过500个字');
  });

  it('accepts only images this account uploaded', async () => {
    const theirs = await uploaded(other);
    const pdf = await uploaded(hq, SAMPLE.pdf);
    for (const images of [[theirs], [pdf], ['/api/files/not-a-file.png']]) {
      const envelope = await call(
        t.app,
        ENDPOINTS.feedbackSubmit,
        { ...valid, images },
        { session: hq },
      );
      expect(fieldsOf(envelope.data)).toEqual(['images']);
    }
  });

  it('stores the feedback for the current company, newest first in its page, with images', async () => {
    const company = hq.companyList[0]?.memberInfoList?.[2];
    const session = asMember(hq, company?.memberId ?? 0);
    const images = [await uploaded(hq), await uploaded(hq)];
    const submitted = await call(
      t.app,
      ENDPOINTS.feedbackSubmit,
      { ...valid, images },
      { session },
    );
    expect(submitted.statusCode).toBe(STATUS.OK);
    const page = await call(
      t.app,
      ENDPOINTS.feedbackPage,
      { pageNum: 1, pageSize: 5 },
      { session },
    );
    expect(page.data.list[0]).toMatchObject({
      id: submitted.data.id,
      memberName: company?.memberName,
      status: 'pending',
      reply: null,
      images,
    });
    expect(page.data.list[0]?.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // A file in use stays.
    expect(
      (await call(t.app, ENDPOINTS.fileDelete, { fileUrl: images[0] ?? '' }, { session }))
        .statusCode,
    ).toBe(STATUS.VALIDATION);
  });
});

describe('feedback page', () => {
  it('covers the current company and its sub-companies, and nothing else', async () => {
    const all = (
      await call(t.app, ENDPOINTS.feedbackPage, { pageNum: 1, pageSize: 100 }, { session: hq })
    ).data;
    const company = hq.companyList[0]?.memberInfoList?.[0];
    const part = (
      await call(
        t.app,
        ENDPOINTS.feedbackPage,
        { pageNum: 1, pageSize: 100 },
        { session: asMember(hq, company?.memberId ?? 0) },
      )
    ).data;
    const names = new Set([
      company?.memberName,
      ...(company?.memberInfoList ?? []).map((c) => c.memberName),
    ]);
    expect(part.total).toBeGreaterThan(0);
    expect(part.list.every((r) => names.has(r.memberName))).toBe(true);
    expect(all.total).toBeGreaterThan(part.total);
    const theirs = (
      await call(t.app, ENDPOINTS.feedbackPage, { pageNum: 1, pageSize: 100 }, { session: other })
    ).data;
    expect(theirs.list.every((r) => r.memberName.startsWith('苏州园区物业'))).toBe(true);
    const ours = new Set(all.list.map((r) => r.id));
    expect(theirs.list.some((r) => ours.has(r.id))).toBe(false);
  });

  it('pages newest first and filters by status', async () => {
    const first = (
      await call(t.app, ENDPOINTS.feedbackPage, { pageNum: 1, pageSize: 3 }, { session: hq })
    ).data;
    const second = (
      await call(t.app, ENDPOINTS.feedbackPage, { pageNum: 2, pageSize: 3 }, { session: hq })
    ).data;
    const times = [...first.list, ...second.list].map((r) => r.createTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(first).toMatchObject({ pageNum: 1, pageSize: 3 });
    const replied = (
      await call(
        t.app,
        ENDPOINTS.feedbackPage,
        { pageNum: 1, pageSize: 100, status: 'replied' },
        { session: hq },
      )
    ).data;
    expect(replied.total).toBeGreaterThan(0);
    expect(replied.list.every((r) => r.status === 'replied' && r.reply && r.replyTime)).toBe(true);
  });

  it('refuses a mid of another customer and bad paging', async () => {
    expect(
      (
        await call(
          t.app,
          ENDPOINTS.feedbackPage,
          { pageNum: 1, pageSize: 10 },
          { session: asMember(hq, other.mid) },
        )
      ).statusCode,
    ).toBe(STATUS.FORBIDDEN);
    const bad = await call(
      t.app,
      ENDPOINTS.feedbackPage,
      { pageNum: 0, pageSize: 1000, status: 'x' as 'pending' },
      { session: hq },
    );
    expect(fieldsOf(bad.data)).toEqual(['pageNum', 'pageSize', 'status']);
  });
});

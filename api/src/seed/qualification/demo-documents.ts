import type { QualificationDoc } from '../../qualification/documents/doc-model';
import { todayOf } from '../../service/period';

/** The provider: the company whose licences these are. */
export const PROVIDER = '绿盾有害生物防制服务有限公司';

/** `today` moved by `days`, as YYYY-MM-DD. */
export function shiftDay(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface DemoDocument extends QualificationDoc {
  /** Stored as a PDF (with a page image) or as an image only, as a scan would be. */
  format: 'pdf' | 'image';
}

/**
 * The documents a customer's auditor asks for, dated around `now` so that the page always
 * has some expired and some expiring within 30 days: the registration of a rodenticide
 * lapsed, the service licence and a technician's certificate about to.
 */
export function demoDocuments(customer: string, now: Date): DemoDocument[] {
  const today = todayOf(now);
  const at = (days: number) => shiftDay(today, days);
  const doc = (d: Omit<DemoDocument, 'holder'> & { holder?: string }): DemoDocument => ({
    holder: PROVIDER,
    ...d,
  });
  const registration = (name: string, no: string, from: number, to: number, maker: string) =>
    doc({
      kind: 'pesticideRegistration',
      format: 'pdf',
      title: '农药登记证',
      name: `农药登记证 ${name}`,
      docNo: no,
      issuer: '农业农村部农药检定所',
      holder: maker,
      validFrom: at(from),
      validTo: at(to),
      details: [`农药名称：${name}`, '登记类别：卫生用农药'],
    });
  const technician = (person: string, no: string, from: number, to: number) =>
    doc({
      kind: 'technicianCertificate',
      format: 'image',
      title: '有害生物防制员职业技能等级证书',
      name: `技术员证书 ${person}`,
      docNo: no,
      issuer: '中国卫生有害生物防制协会',
      holder: person,
      validFrom: at(from),
      validTo: at(to),
      details: [`工作单位：${PROVIDER}`, '等级：四级 / 中级工'],
    });
  const sds = (product: string, no: string) =>
    doc({
      kind: 'safetyDataSheet',
      format: 'pdf',
      title: '化学品安全技术说明书（SDS）',
      name: `安全技术说明书 ${product}`,
      docNo: no,
      issuer: '生产企业技术部',
      validFrom: at(-400),
      validTo: at(700),
      details: [`产品名称：${product}`, '急救措施：误食立即就医，出示本说明书'],
    });
  return [
    doc({
      kind: 'businessLicence',
      format: 'image',
      title: '营业执照',
      name: '营业执照',
      docNo: '91310000MA1FL2XK3B',
      issuer: '上海市市场监督管理局',
      validFrom: '2015-06-18',
      validTo: null,
      details: ['经营范围：有害生物防制服务；消毒服务；卫生用杀虫剂销售'],
    }),
    doc({
      kind: 'serviceLicence',
      format: 'pdf',
      title: '有害生物防制服务机构资质证书',
      name: '有害生物防制服务资质证书（A级）',
      docNo: 'PCO-SH-2023-0178',
      issuer: '上海市有害生物防制协会',
      validFrom: at(-1075),
      validTo: at(20),
      details: ['资质等级：A级', '服务范围：鼠、蚊、蝇、蟑螂及白蚁防制'],
    }),
    registration('0.005%溴敌隆毒饵', 'WP20120045', -1840, -15, '江苏功成生物科技有限公司'),
    registration('0.05%氟虫腈胶饵', 'WP20150077', -600, 495, '拜耳作物科学（中国）有限公司'),
    registration(
      '2.5%高效氯氰菊酯微囊悬浮剂',
      'WP20180123',
      -300,
      1525,
      '江苏扬农化工股份有限公司',
    ),
    registration('10%吡虫啉可溶液剂', 'WP20190210', -200, 1625, '江苏长青农化股份有限公司'),
    technician('张伟', 'ZS-2022-31001', -1000, 460),
    technician('李娜', 'ZS-2021-31017', -1800, 9),
    technician('王强', 'ZS-2020-31042', -2200, -40),
    technician('陈静', 'ZS-2024-31103', -300, 1160),
    doc({
      kind: 'liabilityInsurance',
      format: 'pdf',
      title: '公众责任保险单',
      name: '公众责任险保单 2026年度',
      docNo: 'PZAB202631010000004521',
      issuer: '中国平安财产保险股份有限公司上海分公司',
      validFrom: at(-165),
      validTo: at(200),
      details: ['每次事故赔偿限额：人民币500万元', `附加被保险人：${customer}`],
    }),
    sds('0.005%溴敌隆毒饵', 'SDS-BDL-2024'),
    sds('0.05%氟虫腈胶饵', 'SDS-FCJ-2024'),
    sds('2.5%高效氯氰菊酯微囊悬浮剂', 'SDS-GXL-2025'),
    doc({
      kind: 'safetyDataSheet',
      format: 'image',
      title: '农药标签',
      name: '农药标签 0.05%氟虫腈胶饵',
      docNo: 'LBL-FCJ-2024',
      issuer: '拜耳作物科学（中国）有限公司',
      validFrom: at(-600),
      validTo: at(495),
      details: ['登记证号：WP20150077', '使用方法：点状投放于蟑螂栖息处'],
    }),
    doc({
      kind: 'serviceContract',
      format: 'pdf',
      title: '有害生物防制服务合同',
      name: `服务合同 ${customer}`,
      docNo: `HT-${today.slice(0, 4)}-0086`,
      issuer: PROVIDER,
      holder: customer,
      validFrom: at(-330),
      validTo: at(400),
      details: [`甲方：${customer}`, `乙方：${PROVIDER}`, '服务频次：每周一次常规服务'],
    }),
  ];
}

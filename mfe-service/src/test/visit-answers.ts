import { SERVICE_ENDPOINTS as S } from '@pest-portal/shared/contract/service';
import { answer } from '@pest-portal/shared/testing';
import { taskDetail } from './fixtures';

/** A signature not given yet. */
export const UNSIGNED = { signUrl: null, signerName: null, signTime: null };

/**
 * The API's answers to every call of a visit's detail page (visit 11: served, awaiting the
 * customer's signature, not rated), each keeping what it was asked. A test answers one
 * differently by `api.use`-ing its own answer after these (the last one used answers).
 */
export function visitAnswers() {
  return {
    detail: answer(S.taskDetail, () => taskDetail()),
    intro: answer(S.taskIntroDetail, () => ({
      taskId: 11,
      serviceContent: '全面检查后厨',
      findings: '发现蟑螂痕迹',
      suggestion: '封堵缝隙',
    })),
    materials: answer(S.taskMaterielList, () => [
      {
        id: 1,
        materialName: '杀蟑胶饵',
        kind: 'chemical' as const,
        activeIngredient: '吡虫啉',
        registrationNo: 'PD2026',
        quantity: 2,
        unit: '支',
        usageArea: '后厨',
        usageMethod: '点施',
      },
    ]),
    risks: answer(S.taskRiskList, () => []),
    pestRisks: answer(S.taskPestRiskList, () => []),
    images: answer(S.taskWorkImageList, () => []),
    comment: answer(S.taskCommentDetail, () => null),
    employeeSignature: answer(S.taskEmployeeSignature, () => ({
      signUrl: 'https://files/e.png',
      signerName: '王师傅',
      signTime: '2026-03-01 10:30:00',
    })),
    customerSignature: answer(S.taskCustomerSignature, () => UNSIGNED),
    devices: answer(S.taskDeviceCollects, ({ pageNum, pageSize }) => ({
      list: [],
      total: 0,
      pageNum,
      pageSize,
      pestTotals: [],
      areaTotals: [],
    })),
  };
}

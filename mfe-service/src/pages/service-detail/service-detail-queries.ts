import { PAGE_SIZE } from '../../components/paging';
import { customerSignatureQuery } from '../../queries/customer-signature-query';
import { deviceCollectsQuery } from '../../queries/device-collects-query';
import { employeeSignatureQuery } from '../../queries/employee-signature-query';
import { taskCommentQuery } from '../../queries/task-comment-query';
import { taskDetailQuery } from '../../queries/task-detail-query';
import { taskIntroQuery } from '../../queries/task-intro-query';
import { taskMaterialsQuery } from '../../queries/task-materials-query';
import { taskPestRisksQuery } from '../../queries/task-pest-risks-query';
import { taskRisksQuery } from '../../queries/task-risks-query';
import { workImagesQuery } from '../../queries/work-images-query';

/** The nine parts of the visit the detail shows at once, asked in parallel. */
export const serviceDetailQueries = (taskId: number) =>
  [
    taskDetailQuery(taskId),
    taskIntroQuery(taskId),
    taskMaterialsQuery(taskId),
    taskRisksQuery(taskId),
    taskPestRisksQuery(taskId),
    workImagesQuery(taskId),
    taskCommentQuery(taskId),
    employeeSignatureQuery(taskId),
    customerSignatureQuery(taskId),
  ] as const;

/**
 * The visit's first page of devices over every area: the desktop's list, and the phone's
 * overview (the areas and the totals per pest, which are the visit's, over every device).
 */
export const overviewDevicesQuery = (taskId: number) =>
  deviceCollectsQuery({ taskId, pageNum: 1, pageSize: PAGE_SIZE, areaId: undefined });

import type { ApiLocale } from './locale';
import type { Rule } from './rules';

/** A field's name in messages, and the messages of its own where the generic one reads badly. */
export interface FieldText {
  label: string;
  rules?: Partial<Record<Rule, string>>;
}

export interface Catalogue {
  /** `{label}`, `{limit}`, `{min}`, `{max}` are filled in. */
  generic: Record<Rule, string>;
  fields: Record<string, FieldText>;
}

/**
 * THE validation messages of the API, one catalogue per language (zh-CN the default).
 * The client shows the first item's defaultMessage (spec §8).
 */
export const CATALOGUE: Record<ApiLocale, Catalogue> = {
  'zh-CN': {
    generic: {
      required: '请填写{label}',
      invalid: '{label}格式不正确',
      tooLong: '{label}不能超过{limit}个字',
      tooShort: '{label}至少{limit}个字',
      range: '{label}须在{min}到{max}之间',
      tooMany: '{label}最多{limit}项',
      badChar: '{label}含有无效字符',
      date: '{label}格式须为 YYYY-MM-DD',
      dateOrder: '结束日期不能早于开始日期',
      samePassword: '新密码不能与旧密码相同',
      mismatch: '两次输入的新密码不一致',
    },
    fields: {
      account: { label: '账号或手机号', rules: { required: '请输入账号或手机号' } },
      password: { label: '密码', rules: { required: '请输入密码' } },
      code: {
        label: '验证码',
        rules: { required: '请输入6位数字验证码', invalid: '请输入6位数字验证码' },
      },
      loginType: { label: '登录方式', rules: { invalid: '登录方式只能是密码或验证码' } },
      oldPassword: { label: '旧密码', rules: { required: '请输入旧密码' } },
      newPassword: {
        label: '新密码',
        rules: {
          required: '请输入新密码',
          invalid: '新密码至少8位，且包含字母和数字',
          tooLong: '新密码不能超过{limit}位',
        },
      },
      confirmPassword: { label: '确认密码', rules: { required: '请再次输入新密码' } },
      doMain: { label: '页面域名' },
      isHq: { label: '总部标记' },
      memberId: { label: '公司' },
      memberOnly: {
        label: '仅本公司',
        rules: { required: '仅看本公司时须指定公司' },
      },
      mid: { label: '公司' },
      url: { label: '页面地址', rules: { invalid: '页面地址无效' } },
      fileUrl: { label: '文件地址' },
      feedbackType: {
        label: '反馈类型',
        rules: { required: '请选择反馈类型', invalid: '请选择反馈类型' },
      },
      content: { label: '内容' },
      feedbackContent: { label: '反馈内容' },
      commentContent: { label: '评价内容' },
      contact: { label: '联系方式' },
      images: {
        label: '图片',
        rules: { tooMany: '最多上传{limit}张图片', invalid: '图片列表无效' },
      },
      pageNum: { label: '页码', rules: { range: '页码须为正整数', invalid: '页码须为正整数' } },
      pageSize: { label: '每页条数', rules: { invalid: '每页条数须在1到100之间' } },
      status: { label: '状态' },
      statusList: { label: '状态列表' },
      startDate: { label: '开始日期' },
      endDate: { label: '结束日期' },
      taskTypeId: { label: '服务类型' },
      orderNo: { label: '工单号' },
      sortField: { label: '排序字段' },
      sortOrder: { label: '排序方式' },
      taskId: { label: '工单' },
      areaId: { label: '区域' },
      score: {
        label: '评分',
        rules: {
          required: '请选择1到5星评分',
          range: '请选择1到5星评分',
          invalid: '请选择1到5星评分',
        },
      },
      signUrl: { label: '签名', rules: { required: '请先签名' } },
      signerName: { label: '签字人姓名' },
      riskTypeId: { label: '风险类型', rules: { required: '请选择风险类型' } },
      riskGradeId: { label: '风险等级', rules: { required: '请选择风险等级' } },
      pestId: { label: '害虫' },
      location: { label: '位置' },
      description: { label: '风险描述' },
      source: { label: '来源' },
      readStatus: { label: '阅读状态' },
      msgType: { label: '消息类型' },
      id: { label: '编号' },
      ticket: { label: '报告链接' },
      file: { label: '文件' },
      name: { label: '文件名' },
      // Qualification files and the audit pack (issue 11), the QR query (issue 12).
      kind: { label: '文件类别', rules: { invalid: '文件类别无效' } },
      keyword: { label: '搜索内容', rules: { tooLong: '搜索内容不能超过{limit}个字' } },
      fileId: { label: '文件' },
      memberIds: {
        label: '公司',
        rules: {
          required: '请选择1到50家公司',
          invalid: '请选择1到50家公司',
          tooMany: '请选择1到50家公司',
        },
      },
      qrcode: { label: '二维码' },
      deviceId: { label: '设备' },
      recordId: { label: '设备记录' },
      // Data trends (issue 10).
      deviceIds: {
        label: '设备',
        rules: {
          required: '请选择1到10台设备',
          invalid: '请选择1到10台设备',
          tooMany: '请选择1到10台设备',
        },
      },
      deviceType: { label: '设备类型' },
      unit: { label: '统计周期' },
      districtId: { label: '地区' },
      // Pest alert rules (dashboard alerts).
      threshold: {
        label: '阈值',
        rules: {
          required: '请填写阈值',
          invalid: '阈值须为正整数',
          range: '阈值须为{min}到{max}之间的整数',
        },
      },
      periodKind: {
        label: '统计周期',
        rules: { required: '请选择统计周期', invalid: '统计周期只能是每周或每月' },
      },
      enabled: { label: '启用状态', rules: { invalid: '启用状态无效' } },
      trendDayUnit: {
        label: '统计单位',
        rules: { tooLong: '按日统计时日期范围不能超过{limit}天' },
      },
      alertPest: { label: '害虫', rules: { invalid: '请选择有效的害虫' } },
      alertArea: { label: '区域', rules: { invalid: '所选区域不属于该公司' } },
      alertRule: {
        label: '预警规则',
        rules: { invalid: '该公司已有相同害虫、区域和周期的预警规则' },
      },
      body: { label: '请求体' },
    },
  },
  'en-US': {
    generic: {
      required: 'Please fill in {label}',
      invalid: '{label} is not valid',
      tooLong: '{label} must be at most {limit} characters',
      tooShort: '{label} must be at least {limit} characters',
      range: '{label} must be between {min} and {max}',
      tooMany: '{label}: at most {limit} items',
      badChar: '{label} contains an invalid character',
      date: '{label} must be a date as YYYY-MM-DD',
      dateOrder: 'The end date cannot be before the start date',
      samePassword: 'The new password must differ from the old one',
      mismatch: 'The two new passwords do not match',
    },
    fields: {
      account: {
        label: 'the account or phone number',
        rules: { required: 'Please enter the account or phone number' },
      },
      password: { label: 'the password', rules: { required: 'Please enter the password' } },
      code: {
        label: 'the code',
        rules: {
          required: 'Please enter the 6-digit code',
          invalid: 'Please enter the 6-digit code',
        },
      },
      loginType: {
        label: 'The sign-in method',
        rules: { invalid: 'Sign in by password or by code' },
      },
      oldPassword: {
        label: 'the old password',
        rules: { required: 'Please enter the old password' },
      },
      newPassword: {
        label: 'the new password',
        rules: {
          required: 'Please enter a new password',
          invalid: 'The new password needs at least 8 characters, with letters and digits',
          tooLong: 'The new password must be at most {limit} characters',
        },
      },
      confirmPassword: {
        label: 'the confirmation',
        rules: { required: 'Please enter the new password again' },
      },
      doMain: { label: 'the page domain' },
      isHq: { label: 'The headquarters flag' },
      memberId: { label: 'The company' },
      memberOnly: {
        label: 'The own-company-only flag',
        rules: { required: 'Name the company to list only its own visits' },
      },
      mid: { label: 'The company' },
      url: { label: 'The page address', rules: { invalid: 'The page address is not valid' } },
      fileUrl: { label: 'The file address' },
      feedbackType: {
        label: 'the feedback type',
        rules: {
          required: 'Please choose a feedback type',
          invalid: 'Please choose a feedback type',
        },
      },
      content: { label: 'The content' },
      feedbackContent: { label: 'The feedback' },
      commentContent: { label: 'The comment' },
      contact: { label: 'The contact' },
      images: {
        label: 'The images',
        rules: { tooMany: 'Upload at most {limit} images', invalid: 'The image list is not valid' },
      },
      pageNum: {
        label: 'The page number',
        rules: {
          range: 'The page number must be a positive whole number',
          invalid: 'The page number must be a positive whole number',
        },
      },
      pageSize: {
        label: 'The page size',
        rules: { invalid: 'The page size must be between 1 and 100' },
      },
      status: { label: 'The status' },
      statusList: { label: 'The status list' },
      startDate: { label: 'The start date' },
      endDate: { label: 'The end date' },
      taskTypeId: { label: 'The service type' },
      orderNo: { label: 'The order number' },
      sortField: { label: 'The sort field' },
      sortOrder: { label: 'The sort order' },
      taskId: { label: 'The work order' },
      areaId: { label: 'The area' },
      score: {
        label: 'the rating',
        rules: {
          required: 'Please give 1 to 5 stars',
          range: 'Please give 1 to 5 stars',
          invalid: 'Please give 1 to 5 stars',
        },
      },
      signUrl: { label: 'the signature', rules: { required: 'Please sign first' } },
      signerName: { label: 'The signer name' },
      riskTypeId: { label: 'the risk type', rules: { required: 'Please choose a risk type' } },
      riskGradeId: { label: 'the risk grade', rules: { required: 'Please choose a risk grade' } },
      pestId: { label: 'The pest' },
      location: { label: 'the location' },
      description: { label: 'the description' },
      source: { label: 'The source' },
      readStatus: { label: 'The read status' },
      msgType: { label: 'The message type' },
      id: { label: 'The id' },
      ticket: { label: 'The report link' },
      file: { label: 'The file' },
      name: { label: 'The file name' },
      kind: { label: 'The file kind', rules: { invalid: 'The file kind is not valid' } },
      keyword: {
        label: 'The search text',
        rules: { tooLong: 'The search text can be at most {limit} characters' },
      },
      fileId: { label: 'The file' },
      memberIds: {
        label: 'The companies',
        rules: {
          required: 'Choose 1 to 50 companies',
          invalid: 'Choose 1 to 50 companies',
          tooMany: 'Choose 1 to 50 companies',
        },
      },
      qrcode: { label: 'The QR code' },
      deviceId: { label: 'The device' },
      recordId: { label: 'The device record' },
      deviceIds: {
        label: 'The devices',
        rules: {
          required: 'Choose 1 to 10 devices',
          invalid: 'Choose 1 to 10 devices',
          tooMany: 'Choose 1 to 10 devices',
        },
      },
      deviceType: { label: 'The device type' },
      unit: { label: 'The time unit' },
      districtId: { label: 'The region' },
      threshold: {
        label: 'The threshold',
        rules: {
          required: 'Please fill in the threshold',
          invalid: 'The threshold must be a positive whole number',
          range: 'The threshold must be a whole number from {min} to {max}',
        },
      },
      periodKind: {
        label: 'The period',
        rules: { required: 'Please choose a period', invalid: 'The period is a week or a month' },
      },
      enabled: { label: 'The enabled state', rules: { invalid: 'The enabled state is not valid' } },
      trendDayUnit: {
        label: 'The unit',
        rules: { tooLong: 'Counting by day covers at most {limit} days' },
      },
      alertPest: { label: 'The pest', rules: { invalid: 'Please choose a valid pest' } },
      alertArea: {
        label: 'The area',
        rules: { invalid: 'The area does not belong to that company' },
      },
      alertRule: {
        label: 'The alert rule',
        rules: {
          invalid: 'That company already has a rule for this pest, area and period',
        },
      },
      body: { label: 'The request body' },
    },
  },
};

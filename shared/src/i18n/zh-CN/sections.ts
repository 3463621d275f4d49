/**
 * Texts of the sections, one block each, owned by the section's team. The spec's own
 * strings stand exactly: 扫一扫, 启动相机中..., 相机启动失败！, 二维码无效！
 */
export const sections = {
  'scanner.title': '扫一扫',
  'scanner.starting': '启动相机中...',
  'scanner.failed': '相机启动失败！',
  'scanner.invalid': '二维码无效！',
  'scanner.cancel': '取消',
  'scanner.useFile': '从相册选择',
  'scanner.useCamera': '使用相机扫描',
} as const;

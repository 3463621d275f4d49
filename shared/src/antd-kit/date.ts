/**
 * The shared antd kit, date group: DatePicker and its calendar panels (rc-picker), the
 * largest single component; only the filters and forms that pick dates load it. dayjs is
 * a run-time singleton beside it (shared/build/federation.cjs), so the dayjs values a
 * remote passes in carry the plugins this copy's picker installed.
 */
export { DatePicker } from 'antd';

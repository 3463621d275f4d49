/**
 * The shared antd kit, date group: DatePicker and its calendar panels (rc-picker), the
 * largest single component; only the filters and forms that pick dates load it. dayjs is
 * a run-time singleton beside it (shared/build/federation.cjs), so the dayjs values a
 * remote passes in carry the plugins this copy's picker installed.
 */
// The calendar's month and weekday names are dayjs's, in the locale the picker's language
// names (rc-picker asks dayjs for 'zh-cn'): unregistered, dayjs fell back to English and a
// Chinese page's calendar read "2025年 Dec" over "Su Mo Tu". English is dayjs's own. By
// package name, so it registers in the dayjs singleton (federation.cjs).
import 'dayjs/locale/zh-cn';

export { DatePicker } from 'antd';

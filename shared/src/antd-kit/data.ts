/**
 * The shared antd kit, data group: lists, figures and what picks among them. Loaded with
 * the first page that shows a list or a figure, from the shell's copy (base.ts). The table,
 * a record's fields and its photos are the records group (records.ts).
 */
export { List, Pagination, Progress, Radio, Segmented, Select, Statistic, Tabs } from 'antd';

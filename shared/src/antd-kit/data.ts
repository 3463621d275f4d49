/**
 * The shared antd kit, data group: lists, figures and what picks among them. Loaded with
 * the first page that shows a list or a figure, from the shell's copy (base.ts). The table
 * and a record's photos are the records group (records.ts); a record's fields, the
 * checkbox and the rating's stars the base group (since 4.0.0).
 */
export { List, Pagination, Progress, Radio, Segmented, Select, Statistic, Tabs } from 'antd';

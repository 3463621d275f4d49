/**
 * The shared antd kit, data group: lists, figures and what picks among them. Loaded with
 * the first page that shows a list or a figure, from the shell's copy (base.ts). The table
 * and a record's photos are the records group (records.ts); a record's fields, the
 * checkbox and the rating's stars the base group (since 4.0.0). antd's List left in
 * 5.0.0: no app draws it (shared/ui's ItemList since 4.0.1).
 */
export { Pagination, Progress, Radio, Segmented, Select, Statistic, Tabs } from 'antd';

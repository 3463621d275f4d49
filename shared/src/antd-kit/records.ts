/**
 * The shared antd kit, records group: a table, a record's fields, its photos. Apart from
 * the data group (data.ts) since shared 3.0.0: the table (with the tree, the filters and
 * the virtual list it brings) and the image viewer are 47 KB compressed that the home and
 * group home pages, which list and pick but show no table, downloaded for nothing (issue 13).
 * Loaded with the first page that shows one, from the shell's copy (base.ts).
 */
export { Descriptions, Image, Table } from 'antd';

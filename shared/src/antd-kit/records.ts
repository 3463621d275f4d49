/**
 * The shared antd kit, records group: a table and a record's photos. Apart from the data
 * group (data.ts) since shared 3.0.0: the table (with the tree, the filters and the virtual
 * list it brings) and the image viewer are 47 KB compressed that the home and group home
 * pages, which list and pick but show no table, downloaded for nothing (issue 13). A
 * record's fields (Descriptions) are the base group's since 4.0.0. Loaded with the first
 * page that shows one, from the shell's copy (base.ts).
 */
export { Image, Table } from 'antd';

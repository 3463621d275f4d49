/**
 * The shared antd kit, data group: tables, lists and what they are built from (Table
 * brings Pagination, Select, Checkbox and Radio anyway). Loaded with the first page that
 * shows a list or a detail, from the shell's copy (base.ts).
 */
export {
  Checkbox,
  Descriptions,
  Image,
  List,
  Pagination,
  Progress,
  Radio,
  Segmented,
  Select,
  Statistic,
  Table,
  Tabs,
} from 'antd';

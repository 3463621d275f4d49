/**
 * The shared antd kit, base group: what the shell's frame draws and nearly every page
 * uses. One instance for the whole page at run time (a versioned singleton, like the
 * platform core): a remote's cards, buttons and alerts come from the shell's copy rather
 * than its own (DESIGN.md §7, option 2; shared/build/federation.cjs says why six groups).
 * Small components a page may draw without anything else of their group sit here too
 * (4.0.0: Checkbox, Rate, Descriptions, a few KB in all): the sign-off page draws a
 * checkbox and stars, the QR result a device's fields, and downloaded the data group
 * (44 KB compressed) or the records group (50 KB: the table) whole for them. Since 5.0.0
 * Switch is here too: the scan dialog's torch downloaded the form group for it. Form stays
 * here though the home pages draw none: as a group of its own it came out a 30 KB chunk
 * (with the number field) beside a copy of rc-form's shared part in the data group, and
 * the pages with a form or a dialog's form loaded ahead paid 12-30 KB more than with it
 * here (the benchmark of stop 45), for 14 KB saved on the home pages.
 */
export {
  Alert,
  App,
  Badge,
  Breadcrumb,
  Button,
  Card,
  Checkbox,
  Col,
  ConfigProvider,
  Descriptions,
  Drawer,
  Empty,
  Flex,
  Form,
  Input,
  Layout,
  Menu,
  Modal,
  Popconfirm,
  Popover,
  Rate,
  Result,
  Row,
  Skeleton,
  Space,
  Spin,
  Switch,
  Tag,
  Tooltip,
  Typography,
} from 'antd';

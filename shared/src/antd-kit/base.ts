/**
 * The shared antd kit, base group: what the shell's frame draws and nearly every page
 * uses. One instance for the whole page at run time (a versioned singleton, like the
 * platform core): a remote's cards, buttons and alerts come from the shell's copy rather
 * than its own (DESIGN.md §7, option 2; shared/build/federation.cjs says why five groups).
 */
export {
  Alert,
  App,
  Badge,
  Breadcrumb,
  Button,
  Card,
  Col,
  ConfigProvider,
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
  Result,
  Row,
  Skeleton,
  Space,
  Spin,
  Tag,
  Tooltip,
  Typography,
} from 'antd';

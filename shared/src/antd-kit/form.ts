/**
 * The shared antd kit, form group: the input controls only some pages' forms use (the
 * alert rules' numbers and switches, the scanner's torch). The photo and camera controls
 * are the media group (media.ts).
 */
export { InputNumber, Switch } from 'antd';

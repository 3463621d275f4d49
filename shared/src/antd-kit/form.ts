/**
 * The shared antd kit, form group: the input controls only some pages' forms use
 * (sign-off's rating, alert rules' numbers and switches, photo upload, the scanner's zoom).
 */
export { InputNumber, Rate, Slider, Switch, Upload } from 'antd';

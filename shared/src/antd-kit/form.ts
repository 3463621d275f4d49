/**
 * The shared antd kit, form group: the number field, which only the alert rules' form
 * draws. The form itself is the base group's (base.ts says why); the photo and camera
 * controls are the media group (media.ts); the switch is the base group's since 5.0.0.
 */
export { InputNumber } from 'antd';

/**
 * The shared antd kit, form group: the form itself (antd's Form, with rc-form and its
 * validator) and the number field, for the pages that draw a form: the service list's
 * filters, the alert rules, a feedback, an audit pack, a risk point, the password dialog.
 * Form left the base group in 5.0.0: the home pages, the trends and the qualification
 * files draw none and downloaded it with the frame. The photo and camera controls are the
 * media group (media.ts); the switch is the base group's since 5.0.0.
 */
export { Form, InputNumber } from 'antd';

/**
 * The shared antd kit, form group: the input controls only some pages' forms use
 * (alert rules' numbers and switches, photo upload, the scanner's zoom).
 */
export { InputNumber, Slider, Switch, Upload } from 'antd';
/**
 * Rate is the data group's since 3.2.0 (the service list shows each visit's stars, and
 * downloaded this whole group for them: 41 KB compressed). It stays here too for the
 * remotes built against 3.0 and 3.1, which import it from this group: taking it away
 * would break them, which only a major version may do (shared/README, "Versions").
 */
export { Rate } from 'antd';

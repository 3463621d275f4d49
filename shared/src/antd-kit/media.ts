/**
 * The shared antd kit, media group: the photo and camera controls, Upload (a feedback's or
 * a comment's photos) and Slider (the scanner's zoom). Apart from the form group (form.ts)
 * since shared 4.0.0: together they were 35 KB compressed that the alert rules downloaded
 * for a number field and a switch, and the feedback page downloaded beside its upload
 * (issue 13). Loaded with the first page that shows one, from the shell's copy (base.ts).
 */
export { Slider, Upload } from 'antd';

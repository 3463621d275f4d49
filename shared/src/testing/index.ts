/**
 * `@pest-portal/shared/testing`: what the apps' tests share (never bundled into an app; the
 * entry is read only by jest). The API double answers the network at its edge.
 */
export { answer, apiDouble, failure, textOf, type Answer } from './api-double';
export {
  desktop,
  phone,
  renderSection,
  type RenderSectionOptions,
  type RouterProbe,
} from './render-section';

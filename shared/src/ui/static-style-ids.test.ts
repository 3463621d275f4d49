import { withoutServerIds } from '../../build/antd-static-style.cjs';

// The build-time stylesheet (build/antd-static-style.cjs) keeps the rules a page can match.
describe("antd's build-time stylesheet", () => {
  it('drops the variables of providers named by a server-rendered React id, keeps the rest', () => {
    const kept = [
      '.css-var-portal{--ant-blue:#1677FF;}',
      '.css-var-portal.ant-btn{--ant-button-padding-block:4px;}',
      ':where(.css-var-portal).ant-btn{color:var(--ant-color-text);}',
      '@media (min-width: 1600px){:where(.css-var-portal).ant-col-xxl-1{flex:0 0 4%;}}',
    ];
    const css = [
      kept[0],
      '.css-var-_R_15n_{--ant-blue:#1677FF;}',
      kept[1],
      '.css-var-_R_1ln_.ant-css-var{--ant-modal-footer-bg:transparent;}',
      kept[2],
      '.css-var-_R_15n_.ant-btn{--ant-button-padding-block:4px;}',
      kept[3],
    ].join('');
    expect(withoutServerIds(css)).toBe(kept.join(''));
  });
});

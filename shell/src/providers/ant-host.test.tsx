import { render, screen } from '@testing-library/react';
import { notify } from '@pest-portal/shared';
import { AntHost, loadAntProviders } from './ant-host';
import { holdNoticesUntilAntd } from './held-notices';

// The real ant-providers module: its NotifierBridge registers antd's message API and
// shows the notices held before antd came.
describe('AntHost', () => {
  it('draws its children without antd, then inside antd once a notice asks for it', async () => {
    holdNoticesUntilAntd(() => void loadAntProviders());
    const { container } = render(
      <AntHost>
        <p>page</p>
      </AntHost>,
    );
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(container.querySelector('.ant-app')).toBeNull();

    notify('success', '密码修改成功，请重新登录');

    expect(await screen.findByText('密码修改成功，请重新登录')).toBeInTheDocument();
    expect(container.querySelector('.ant-app')).not.toBeNull();
    expect(screen.getByText('page')).toBeInTheDocument();
  });
});

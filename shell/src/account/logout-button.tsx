import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import { Button } from '@pest-portal/shared/antd';
import type { ButtonProps } from 'antd';
import { useT } from '@pest-portal/shared';
import { useLogout } from './use-logout';

/** 退出登录: asks first, then logs out. */
export function LogoutButton(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const t = useT();
  const askLogout = useLogout();
  return (
    <Button
      type="link"
      icon={<LogoutOutlined aria-hidden />}
      style={{ padding: 0 }}
      {...props}
      onClick={askLogout}
    >
      {t('header.logout')}
    </Button>
  );
}

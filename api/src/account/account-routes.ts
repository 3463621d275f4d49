import type { AppContext } from '../app-context';
import type { Router } from '../http/route';
import { registerLogin } from './login-route';
import { registerSendLoginCode } from './send-login-code-route';
import { registerSessionRoutes } from './session-route';
import { registerUpdatePassword } from './update-password-route';

export function registerAccountRoutes(router: Router, ctx: AppContext): void {
  registerLogin(router, ctx);
  registerSendLoginCode(router, ctx);
  registerSessionRoutes(router, ctx);
  registerUpdatePassword(router, ctx);
}

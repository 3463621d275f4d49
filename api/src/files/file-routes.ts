import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import type { Router } from '../http/route';
import { registerDeleteFile } from './delete-file-route';
import { registerServeFile } from './serve-file-route';
import { registerUpload } from './upload-route';

export function registerFileRoutes(app: FastifyInstance, router: Router, ctx: AppContext): void {
  registerUpload(router, ctx);
  registerDeleteFile(router, ctx);
  registerServeFile(app, ctx);
}

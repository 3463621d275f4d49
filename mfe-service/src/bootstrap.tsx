import { paths } from '@pest-portal/shared';
import { mountStandalone } from '@pest-portal/shared/standalone';
import { routes } from './routes';

// Running alone (npm run dev -w @pest-portal/mfe-service); the shell imports ./routes instead.
mountStandalone(routes, paths.serviceReport.path);

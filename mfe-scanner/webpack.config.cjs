const { createAppConfig } = require('../shared/build/webpack-app.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'scanner',
  port: 8085,
  exposes: { './routes': './src/routes.tsx', './ScanDialog': './src/scan-dialog-entry.ts' },
  title: 'mfe-scanner',
});

const { createAppConfig } = require('../shared/build/webpack-app.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'dashboard',
  port: 8082,
  exposes: { './routes': './src/routes.tsx' },
  title: 'mfe-dashboard',
});

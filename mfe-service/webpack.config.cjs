const { createAppConfig } = require('../shared/build/webpack-app.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'service',
  port: 8081,
  exposes: { './routes': './src/routes.tsx' },
  title: 'mfe-service',
});

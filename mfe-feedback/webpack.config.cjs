const { createAppConfig } = require('../shared/build/webpack-app.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'feedback',
  port: 8084,
  exposes: { './routes': './src/routes.tsx' },
  title: 'mfe-feedback',
});

const { createAppConfig } = require('../shared/build/webpack-app.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'qualification',
  port: 8083,
  exposes: { './routes': './src/routes.tsx' },
  title: 'mfe-qualification',
});

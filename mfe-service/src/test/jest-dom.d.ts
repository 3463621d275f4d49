// The DOM matchers that shared/build/jest-setup-dom.cjs installs, made known to tsc.
import '@testing-library/jest-dom';

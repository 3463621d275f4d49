import { redirectTo, setInAppNavigate } from './redirect';

describe('redirectTo', () => {
  it('navigates through the registered router, and stops once it is unregistered', async () => {
    const navigate = jest.fn(() => Promise.resolve());
    const unregister = setInAppNavigate(navigate);
    await redirectTo('/login?Rurl=%2Ffeedback');
    expect(navigate).toHaveBeenCalledWith('/login?Rurl=%2Ffeedback');
    unregister();
    // jsdom does not navigate: a full page load is only attempted (and reported) there.
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(redirectTo('/login')).toBeUndefined();
    expect(navigate).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });
});

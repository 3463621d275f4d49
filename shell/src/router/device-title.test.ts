import { deviceTitleKey } from './device-title';
import { routeTitleKey } from './page-title';

describe('titles of the device (spec §2: feedback is feedback records on a phone)', () => {
  it('names /feedback 反馈记录 on a phone and 意见反馈 on a desktop', () => {
    expect(deviceTitleKey(routeTitleKey('/feedback'), true)).toBe('title.feedbackMobile');
    expect(deviceTitleKey(routeTitleKey('/feedback'), false)).toBe('title.feedback');
  });

  it('leaves the other titles as they are', () => {
    expect(deviceTitleKey(routeTitleKey('/serviceReport'), true)).toBe('title.serviceReport');
  });
});

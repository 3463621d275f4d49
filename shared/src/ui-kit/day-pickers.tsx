import CalendarOutlined from '@ant-design/icons/es/icons/CalendarOutlined';
import SwapRightOutlined from '@ant-design/icons/es/icons/SwapRightOutlined';
import { App, Input } from '@pest-portal/shared/antd';
import type { DatePickerProps, GetProps } from 'antd';
// By package name: in a remote's bundle this is the run-time core's language.
import { useT } from '@pest-portal/shared';
import type { Dayjs } from 'dayjs';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { portalTheme } from '../ui/theme';
import { loadDateKit, useDateKit, type DateKit } from './date-kit';

type RangePickerProps = GetProps<DateKit['DatePicker']['RangePicker']>;

/** antd's DatePicker, with a day `format` the stand-in writes its value in. */
export type DayPickerProps = Omit<DatePickerProps<Dayjs, false>, 'format'> & { format: string };
/** antd's RangePicker, with a day `format`, ids and placeholders for each end. */
export type DayRangePickerProps = RangePickerProps & {
  format: string;
  id: { start: string; end: string };
  placeholder: [string, string];
  value: [Dayjs | null, Dayjs | null];
};

/** The colour antd gives the picker's icons and its range arrow. */
const QUIET = portalTheme.token.colorTextQuaternary;
/** The picker's calendar icon. */
const calendarIcon = <CalendarOutlined aria-hidden style={{ color: QUIET }} />;

interface StandInProps {
  id?: string;
  label?: string;
  text: string;
  placeholder?: string;
  style?: CSSProperties;
  disabled?: boolean;
  suffix?: ReactNode;
  onReach: () => void;
  onLeave: () => void;
}

/**
 * What a date field shows while the date group is on its way: antd's Input, read-only,
 * with the picker's value, placeholder, label and calendar icon, the same box as the
 * picker. Focusing it (a tap, a click or Tab) asks for the group at once; the picker then
 * takes its place, focused and open, so nothing the visitor reached for is lost.
 */
function StandIn({
  id,
  label,
  text,
  placeholder,
  style,
  disabled,
  suffix = calendarIcon,
  onReach,
  onLeave,
}: StandInProps) {
  return (
    <Input
      id={id}
      aria-label={label}
      readOnly
      value={text}
      placeholder={placeholder}
      style={style}
      disabled={disabled}
      suffix={suffix}
      onFocus={onReach}
      onBlur={onLeave}
    />
  );
}

/**
 * Whether the stand-in has the focus, and what asks for the group when it gets it. If the
 * group cannot be downloaded, the visitor is told (a network error) and the field keeps its
 * value; a later reach asks again (in the portal the shell's runtime plugin lets the
 * federation runtime download it anew: shell/src/federation/retry-failed-share.ts).
 */
function useReach(): { reached: boolean; onReach: () => void; onLeave: () => void } {
  const [reached, setReached] = useState(false);
  const { message } = App.useApp();
  const t = useT();
  return {
    reached,
    onReach: () => {
      setReached(true);
      void loadDateKit().catch(() => {
        setReached(false);
        void message.error(t('error.network'));
      });
    },
    onLeave: () => setReached(false),
  };
}

/**
 * antd's DatePicker for a field on a page's first screen, drawn as a stand-in until the
 * date group has arrived (date-kit.ts): the page draws without waiting for it.
 */
export function DayPicker(props: DayPickerProps): ReactNode {
  const kit = useDateKit();
  const { reached, onReach, onLeave } = useReach();
  if (kit) return <kit.DatePicker autoFocus={reached} defaultOpen={reached} {...props} />;
  return (
    <StandIn
      id={props.id}
      label={props['aria-label']}
      text={props.value ? props.value.format(props.format) : ''}
      placeholder={typeof props.placeholder === 'string' ? props.placeholder : undefined}
      style={props.style}
      disabled={props.disabled === true}
      onReach={onReach}
      onLeave={onLeave}
    />
  );
}

/** antd's RangePicker, drawn as a stand-in until the date group has arrived (DayPicker). */
export function DayRangePicker(props: DayRangePickerProps): ReactNode {
  const kit = useDateKit();
  const { reached, onReach, onLeave } = useReach();
  if (kit)
    return <kit.DatePicker.RangePicker autoFocus={reached} defaultOpen={reached} {...props} />;
  const [start = '', end = ''] = props.value.map((day) => day?.format(props.format) ?? '');
  const [startHint, endHint] = props.placeholder;
  // The range picker's box: the start, its arrow, the end and the calendar icon, each end
  // half of what the arrow and the icon leave.
  const endHalf = (
    <span style={{ display: 'inline-flex', alignItems: 'center' }}>
      <span style={{ padding: '0 8px', fontSize: 16, lineHeight: 1, color: QUIET }}>
        <SwapRightOutlined aria-hidden />
      </span>
      <span
        style={{
          width: END_WIDTH,
          color: end ? undefined : portalTheme.token.colorTextPlaceholder,
        }}
      >
        {end || endHint}
      </span>
      {calendarIcon}
    </span>
  );
  return (
    <StandIn
      id={props.id.start}
      text={start}
      placeholder={startHint}
      style={{ width: RANGE_WIDTH, ...props.style }}
      suffix={endHalf}
      onReach={onReach}
      onLeave={onLeave}
    />
  );
}

/** The range picker's width with two days in it, for its stand-in to take the same room. */
const RANGE_WIDTH = 300;
/**
 * The end's share of it, as the range picker lays it out at this width (measured against
 * it in a screenshot: the arrow and the end's text then fall on the same pixels).
 */
const END_WIDTH = 118;

// One import site for display formatting, so screens never build their own Intl formatters.
// The helpers live in @kedai/shared so the server's reports and the web agree on "today".
export {
  BUSINESS_TIME_ZONE,
  businessTimeZone,
  formatDate,
  formatDateTime,
  formatDayKey,
  formatNumericDate,
  formatNumericDateTime,
  formatNumericDayKey,
  formatPhone,
  formatRupiah,
  formatRupiahCompact,
  formatTime,
  monthRange,
  toDate,
  toDateKey,
  todayKey,
} from "@kedai/shared";

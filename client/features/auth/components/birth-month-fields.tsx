import type { UseFormRegisterReturn } from 'react-hook-form';
import { OLDEST_BIRTH_YEAR } from '@shared/constants/age';
import { useI18n } from '@/i18n/provider';
import { formatMonthName } from '@/lib/format';

const SELECT_CLASS = 'h-11 w-full min-w-0 rounded-xl border border-border bg-card px-3 text-base text-foreground focus-visible:outline-2 aria-[invalid=true]:border-destructive disabled:opacity-50';

/**
 * Birth month and year as two native selects (a phone's own picker, no day asked: docs/decisions/045-age-gate.md),
 * grouped under one legend with one message for both.
 */
export function BirthMonthFields({ id, month, year, error }: { id: string; month: UseFormRegisterReturn; year: UseFormRegisterReturn; error?: string }) {
  const { i18n, locale } = useI18n();
  const months = Array.from({ length: 12 }, (_, index) => formatMonthName(index, locale));
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  const latestYear = new Date().getUTCFullYear();
  const years = Array.from({ length: latestYear - OLDEST_BIRTH_YEAR + 1 }, (_, index) => latestYear - index);
  return (
    <fieldset className="grid min-w-0 gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold">{i18n._({ id: 'auth.birthMonth.legend', message: 'Date of birth' })}</legend>
      <p id={hintId} className="text-sm text-muted-foreground">
        {i18n._({ id: 'auth.birthMonth.hint', message: 'Only the month and year are kept. You must be at least 13; matching and chat open at 18.' })}
      </p>
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-2">
        <select
          id={`${id}-month`}
          aria-label={i18n._({ id: 'auth.birthMonth.month', message: 'Birth month' })}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          defaultValue=""
          className={SELECT_CLASS}
          {...month}
        >
          <option value="" disabled>
            {i18n._({ id: 'auth.birthMonth.monthPlaceholder', message: 'Month' })}
          </option>
          {months.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </select>
        <select
          id={`${id}-year`}
          aria-label={i18n._({ id: 'auth.birthMonth.year', message: 'Birth year' })}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          defaultValue=""
          className={SELECT_CLASS}
          {...year}
        >
          <option value="" disabled>
            {i18n._({ id: 'auth.birthMonth.yearPlaceholder', message: 'Year' })}
          </option>
          {years.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

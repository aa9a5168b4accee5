'use client';

import { useId, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslations } from 'next-intl';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { loadOnce } from '@/components/ui/load-once';
import { useHandover } from '@/components/ui/use-handover';
import { useBookingHorizon } from '@/components/search/booking-horizon';
import { partyCount, STAY_FIELDS, type StayQuery } from './initial-stay';
import type { StayFormProps, StayFormStart } from './stay-form-part';
import {
  countInputProps,
  movedCheckOut,
  PARTY_FIELDS,
  PartyCounter,
  stayDateBounds,
  StayFormFrame,
  stayItemClasses,
  steppedCount,
} from './stay-fields';

const loadForm = loadOnce(() => import('./stay-form-part'));

/**
 * The hotel page's stay form as a plain form (a GET to the page that prices the rooms on the server, without
 * JavaScript), so that the page's first load carries no form code: the native date inputs and the counters work
 * here, and the checked form (./stay-form-part) is fetched when the traveller first reaches for the form, and takes
 * over when they press Update, with what they chose (it checks the stay and searches).
 */
export function StayForm({ action, value, today, busy, onSearch }: Omit<StayFormProps, 'defaultValues' | 'startWith'>) {
  const t = useTranslations('search');
  const id = useId();
  const horizonDays = useBookingHorizon();
  // What the traveller changed here; the rest follows the stay from outside (the address or the stored search, read
  // once the page runs), which never overwrites what the traveller chose.
  const [edited, setEdited] = useState<Partial<StayQuery>>({});
  const values = { ...value, ...edited };
  const formRef = useRef<HTMLFormElement>(null);
  const { root, full, take } = useHandover<ComponentType<StayFormProps>, StayFormStart>(loadForm);

  // What the traveller typed or chose while the page was starting is in the page: it is the form's.
  useLayoutEffect(() => {
    const elements = formRef.current?.elements;
    if (!elements) return;
    const inPage: Partial<StayQuery> = {};
    for (const name of STAY_FIELDS) {
      const control = elements.namedItem(name);
      if (control instanceof HTMLInputElement && control.value !== value[name]) inPage[name] = control.value;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- what the inputs hold is known once they are in the page
    if (Object.keys(inPage).length) setEdited(inPage);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the page starts: later values are the form's own
  }, []);

  if (full)
    return (
      <div ref={root} className="contents">
        <full.part
          action={action}
          value={value}
          defaultValues={values}
          today={today}
          busy={busy}
          onSearch={onSearch}
          startWith={full.start}
        />
      </div>
    );

  const set = (name: keyof StayQuery, text: string) => setEdited((current) => ({ ...current, [name]: text }));
  const bounds = stayDateBounds(values, today, horizonDays);
  const warm = () => void loadForm().catch(() => undefined);
  return (
    <div ref={root} className="contents">
      <StayFormFrame
        action={action}
        formRef={formRef}
        // With its scripts running, the checked form takes over, checks the stay and searches.
        onSubmit={(event) => {
          event.preventDefault();
          void take('submit');
        }}
        busy={busy}
        onReach={warm}
        dates={(['checkIn', 'checkOut'] as const).map((name) => (
          <div key={name} className={`grid content-start ${stayItemClasses.date}`}>
            <Label htmlFor={`${id}-${name}`} className="font-medium">
              {t(name)}
            </Label>
            <Input
              id={`${id}-${name}`}
              name={name}
              type="date"
              required
              {...bounds[name]}
              value={values[name]}
              onChange={(event) => {
                const text = event.target.value;
                set(name, text);
                const checkOut = name === 'checkIn' && movedCheckOut(text, values.checkOut);
                if (checkOut) set('checkOut', checkOut);
              }}
            />
          </div>
        ))}
        party={PARTY_FIELDS.map(({ key, name }) => {
          const count = partyCount(key, values[name]);
          return (
            <div key={key} className={`grid content-start ${stayItemClasses.count}`}>
              <PartyCounter
                field={key}
                label={
                  <Label htmlFor={`${id}-${name}`} className="font-medium">
                    {t(key)}
                  </Label>
                }
                count={count}
                onStep={(by) => {
                  warm();
                  set(name, steppedCount(key, count, by));
                }}
              >
                <Input
                  id={`${id}-${name}`}
                  name={name}
                  {...countInputProps(key)}
                  value={values[name]}
                  onChange={(event) => set(name, event.target.value)}
                />
              </PartyCounter>
            </div>
          );
        })}
      />
    </div>
  );
}

import {
  Alert,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { type OpeningHours, type SetupSite, SITE_TYPES, SiteCreate, SiteUpdate } from '@sw/contracts/setup';
import { type ReactNode, useState } from 'react';
import { useSetupQuery, useSetupWrite } from '../api/setup-query';
import { apiFieldErrors, check, type FieldErrors } from '../utils/field-errors';
import { defaultHours } from '../utils/opening-hours';
import { OpeningHoursInput } from './opening-hours-input';
import { TimezoneSelect } from './timezone-select';

export interface SiteFormValues {
  title: string;
  externalId: string;
  siteType: (typeof SITE_TYPES)[number];
  address: string;
  country: string;
  timeZone: string;
  latitude: number | '';
  longitude: number | '';
  floorAreaM2: number | '';
  co2FactorKgPerKwh: number | '';
  openingHours: OpeningHours | null;
  siteGroupIds: number[];
}

const SITE_TYPE_LABELS: Record<(typeof SITE_TYPES)[number], string> = {
  supermarket: 'Supermarket',
  convenience: 'Convenience store',
  restaurant: 'Restaurant',
  pharmacy: 'Pharmacy',
  retail: 'Retail store',
  warehouse: 'Warehouse',
  office: 'Office',
};

export function siteFormValues(
  site: SetupSite | null,
  defaults: { timeZone: string; country: string | null },
): SiteFormValues {
  return {
    title: site?.title ?? '',
    externalId: site?.externalId ?? '',
    siteType: (site?.siteType as SiteFormValues['siteType']) ?? 'retail',
    address: site?.address ?? '',
    country: site?.country ?? defaults.country ?? '',
    timeZone: site?.timeZone ?? defaults.timeZone,
    latitude: site?.latitude ?? '',
    longitude: site?.longitude ?? '',
    floorAreaM2: site?.floorAreaM2 ?? '',
    co2FactorKgPerKwh: site?.co2FactorKgPerKwh ?? '',
    openingHours: site ? site.openingHours : defaultHours(),
    siteGroupIds: site?.siteGroupIds ?? [],
  };
}

const num = (v: number | '') => (v === '' ? null : v);

/** The body of the create or update call (empty optional numbers are "not known": null). */
export function siteBody(v: SiteFormValues) {
  return {
    title: v.title,
    externalId: v.externalId || null,
    siteType: v.siteType,
    address: v.address,
    country: v.country,
    timeZone: v.timeZone,
    latitude: v.latitude === '' ? undefined : v.latitude,
    longitude: v.longitude === '' ? undefined : v.longitude,
    floorAreaM2: num(v.floorAreaM2),
    co2FactorKgPerKwh: num(v.co2FactorKgPerKwh),
    openingHours: v.openingHours,
    siteGroupIds: v.siteGroupIds,
  };
}

/**
 * A site's form (create or edit): what it is, where (address, coordinates on the map, time zone),
 * its figures' inputs (floor area for EUI, grid factor for CO2, opening hours for NOH) and groups.
 */
export function SiteForm({
  site,
  defaults,
  renderLocation,
  onSaved,
  onCancel,
}: {
  site: SetupSite | null;
  defaults: { timeZone: string; country: string | null };
  /** The map picker (from the map feature), given the coordinates and how to change them. */
  renderLocation?: (
    at: { lat: number; lng: number } | null,
    set: (lat: number, lng: number) => void,
  ) => ReactNode;
  onSaved: (site: SetupSite) => void;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState(() => siteFormValues(site, defaults));
  const [errors, setErrors] = useState<FieldErrors>({});
  const write = useSetupWrite<SetupSite>();
  const groups = useSetupQuery<{ id: number; title: string }[]>('site-groups');
  const set = <K extends keyof SiteFormValues>(key: K, value: SiteFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = () => {
    const body = siteBody(values);
    const checked = check(site ? SiteUpdate : SiteCreate, body);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    write.mutate(
      site ? { method: 'PATCH', path: `sites/${site.id}`, body } : { method: 'POST', path: 'sites', body },
      { onSuccess: onSaved, onError: (e) => setErrors(apiFieldErrors(e)) },
    );
  };
  const at =
    values.latitude !== '' && values.longitude !== ''
      ? { lat: values.latitude, lng: values.longitude }
      : null;

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Name"
            required
            value={values.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={errors.title}
          />
          <TextInput
            label="External id"
            description="Your own key for the site (imports match on it)"
            value={values.externalId}
            onChange={(e) => set('externalId', e.currentTarget.value)}
            error={errors.externalId}
          />
          <Select
            label="Kind of site"
            data={SITE_TYPES.map((t) => ({ value: t, label: SITE_TYPE_LABELS[t] }))}
            value={values.siteType}
            onChange={(v) => v && set('siteType', v as SiteFormValues['siteType'])}
            allowDeselect={false}
            error={errors.siteType}
          />
          <TextInput
            label="Address"
            value={values.address}
            onChange={(e) => set('address', e.currentTarget.value)}
            error={errors.address}
          />
          <TextInput
            label="Country"
            description="Two letters (ISO 3166), e.g. US, IN, GB"
            required
            maxLength={2}
            value={values.country}
            onChange={(e) => set('country', e.currentTarget.value.toUpperCase())}
            error={errors.country}
          />
          <TimezoneSelect
            value={values.timeZone}
            onChange={(z) => set('timeZone', z)}
            error={errors.timeZone}
            description="Opening hours, days and months of the site's figures are in this zone"
          />
        </SimpleGrid>
        <Title order={3} fz="h5">
          Location
        </Title>
        <SimpleGrid cols={{ base: 2 }} spacing="md">
          <NumberInput
            label="Latitude"
            required
            decimalScale={6}
            min={-90}
            max={90}
            value={values.latitude}
            onChange={(v) => set('latitude', typeof v === 'number' ? v : '')}
            error={errors.latitude}
          />
          <NumberInput
            label="Longitude"
            required
            decimalScale={6}
            min={-180}
            max={180}
            value={values.longitude}
            onChange={(v) => set('longitude', typeof v === 'number' ? v : '')}
            error={errors.longitude}
          />
        </SimpleGrid>
        {renderLocation?.(at, (lat, lng) => setValues((v) => ({ ...v, latitude: lat, longitude: lng })))}
        <Title order={3} fz="h5">
          Energy figures
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label="Floor area (m²)"
            description="Divides the site's kWh into EUI"
            min={0}
            decimalScale={1}
            thousandSeparator=","
            value={values.floorAreaM2}
            onChange={(v) => set('floorAreaM2', typeof v === 'number' ? v : '')}
            error={errors.floorAreaM2}
          />
          <NumberInput
            label="Grid CO2 factor (kg CO2e/kWh)"
            description="Your electricity supplier's or the national grid's"
            min={0}
            max={2}
            decimalScale={3}
            step={0.01}
            value={values.co2FactorKgPerKwh}
            onChange={(v) => set('co2FactorKgPerKwh', typeof v === 'number' ? v : '')}
            error={errors.co2FactorKgPerKwh}
          />
        </SimpleGrid>
        <Title order={3} fz="h5">
          Opening hours
        </Title>
        <OpeningHoursInput
          value={values.openingHours}
          onChange={(v) => set('openingHours', v)}
          errors={errors}
        />
        <MultiSelect
          label="Site groups"
          data={(groups.data ?? []).map((g) => ({ value: String(g.id), label: g.title }))}
          value={values.siteGroupIds.map(String)}
          onChange={(ids) => set('siteGroupIds', ids.map(Number))}
          placeholder={groups.data?.length ? 'Choose groups' : 'No site groups yet'}
          searchable
          error={errors.siteGroupIds}
        />
        {errors._ && (
          <Alert color="red" variant="light" role="alert">
            {errors._}
          </Alert>
        )}
        {Object.keys(errors).length > 0 && !errors._ && (
          <Alert color="red" variant="light" role="alert">
            Some fields need a change: see the messages under them.
          </Alert>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={write.isPending}>
            {site ? 'Save site' : 'Create site'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

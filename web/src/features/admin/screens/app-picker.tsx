import { NativeSelect } from '@chakra-ui/react';
import { type FragmentType, graphql, useFragment } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { nativeSelectRecipe } from '../shell/field-recipes';
import { FormField } from '../shell/form-field';
import { STATUS_LABELS } from './app-status';

export const AppPickerFragment = graphql(`
  fragment AppPicker_App on App {
    id
    dbId
    name
    adminStatus
  }
`);

/** Every app, hidden ones included, each option naming its status (the server sends them by name). */
export function AppPicker(props: {
  apps: FragmentType<typeof AppPickerFragment>[] | undefined;
  value: number | null;
  onChange: (dbId: number | null) => void;
}) {
  const t = useT();
  const apps = useFragment(AppPickerFragment, props.apps);
  return (
    <FormField label={t('admin.edit.pickApp')} help={t('admin.edit.pickAppHelp')}>
      <NativeSelect.Root recipe={nativeSelectRecipe} disabled={!apps} maxW={{ md: 'md' }}>
        <NativeSelect.Field
          name="app"
          placeholder={t('admin.screens.appPlaceholder')}
          value={props.value === null ? '' : String(props.value)}
          onChange={(e) => props.onChange(e.target.value ? Number(e.target.value) : null)}
          data-testid="admin-app-picker"
        >
          {apps?.map((app) => (
            <option key={app.id} value={String(app.dbId)}>
              {t('admin.edit.appOption', { name: app.name, status: t(STATUS_LABELS[app.adminStatus]) })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

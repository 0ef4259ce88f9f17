// The user filter: the users of the company's subtree, searched on the server from 3 characters
// after a 300 ms pause (part 2 §5 autocomplete rule), like getUsers with searchUser.
import { autocompleteReady, type LogUserType, TIMINGS } from '@lead/shared';
import { type ComboboxItem, defaultOptionsFilter, type OptionsFilter, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchLogUsers, type LogUserChoice } from './user-logs-api.ts';
import '../../i18n/en-user-logs.ts';

type LogUserSelectProps = {
  companyId: number;
  userType: LogUserType;
  value: string | null;
  onChange: (value: string | null) => void;
};

const optionOf = (user: LogUserChoice): ComboboxItem => ({
  value: String(user.id),
  label: `${user.name} · ${user.company_name} (${user.type_user_tx})`,
});

export function LogUserSelect({ companyId, userType, value, onChange }: LogUserSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ComboboxItem | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), TIMINGS.autocompleteDebounceMs);
  // The search box shows the chosen user's label: that is not a new search.
  const term = autocompleteReady(debounced) && debounced !== chosen?.label ? debounced : '';
  const users = useQuery({
    queryKey: ['user-logs', 'users', companyId, userType, term],
    queryFn: () => fetchLogUsers(companyId, userType, term),
  });
  const options = (users.data?.users ?? []).map(optionOf);
  if (chosen && chosen.value === value && !options.some((option) => option.value === chosen.value)) {
    options.unshift(chosen);
  }
  // The server already matched the search (by name or e-mail); short searches filter here.
  const filter: OptionsFilter = (input) =>
    // Mantine types its default filter over any primitive value; ours are all strings.
    term ? input.options : (defaultOptionsFilter(input) as ReturnType<OptionsFilter>);

  return (
    <Select
      label={t('userLogs.user')}
      description={t('userLogs.userSearchHint')}
      placeholder={t('userLogs.selectAll')}
      data={options}
      value={value}
      onChange={(next, option) => {
        setChosen(next ? option : null);
        onChange(next);
      }}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={filter}
      nothingFoundMessage={users.isFetching ? t('common.loading') : t('userLogs.nothingFound')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

// /banner/create and /banner/:bannerSetId/edit (Ads Design): a banner set's words, colour, background
// and landing page, with the server's drawing of all six sizes beside the form as it is typed.
import { BANNER_SIZES, type BannerSetRequest, type BannerSetView, bannerSetRequest } from '@lead/shared';
import {
  Alert,
  Button,
  Checkbox,
  ColorInput,
  FileInput,
  Grid,
  Group,
  Select,
  Skeleton,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { errorMessageOf, fieldErrorsOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { BannerLinks } from './banner-links.tsx';
import { BannerPreviewGrid } from './banner-preview-grid.tsx';
import {
  bannerClientsKey,
  bannerSetKey,
  createBannerSet,
  listBannerClients,
  readBannerSet,
  requestOf,
  updateBannerSet,
  uploadBannerBackground,
} from './banners-api.ts';
import '../../i18n/en-banners.ts';

const FIELDS = [
  'name',
  'clientID',
  'headline',
  'body',
  'callToAction',
  'landingUrl',
  'backgroundColor',
  'background',
];

const blank: BannerSetRequest = {
  name: '',
  clientID: null,
  headline: '',
  body: '',
  callToAction: '',
  landingUrl: 'https://',
  backgroundColor: '#1e293b',
};

export function BannerEditorPage() {
  const { bannerSetId } = useParams();
  const id = Number(bannerSetId) || null;
  const saved = useQuery({
    queryKey: bannerSetKey(id ?? 0),
    queryFn: () => readBannerSet(id ?? 0),
    enabled: id !== null,
  });
  if (id !== null && saved.isPending) return <Skeleton h={400} />;
  if (id !== null && saved.isError) return <Alert color="red">{errorMessageOf(saved.error)}</Alert>;
  return <BannerEditor key={id ?? 'new'} saved={saved.data ?? null} />;
}

function BannerEditor({ saved }: { saved: BannerSetView | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form, setForm] = useState<BannerSetRequest>(saved ? requestOf(saved) : blank);
  const [keepImage, setKeepImage] = useState(saved?.hasBackgroundImage ?? false);
  const [image, setImage] = useState<File | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const submissionKey = useRef(crypto.randomUUID());
  const clients = useQuery({ queryKey: bannerClientsKey, queryFn: listBannerClients });
  const [previewed] = useDebouncedValue(form, 400);

  const set = <K extends keyof BannerSetRequest>(field: K, value: BannerSetRequest[K]) =>
    setForm((current) => ({ ...current, [field]: value }));

  const save = useSubmission({
    mutationFn: async () => {
      const body = { ...form, keepBackgroundImage: keepImage };
      const answer = saved
        ? await updateBannerSet(saved.id, body)
        : await createBannerSet(body, submissionKey.current);
      // The image goes up once the set exists; a refused image leaves the saved set as it is.
      if (image) await uploadBannerBackground(answer.bannerSet.id, image);
      return answer;
    },
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['banner-sets'] }),
        queryClient.invalidateQueries({ queryKey: bannerClientsKey }),
        queryClient.invalidateQueries({ queryKey: bannerSetKey(answer.bannerSet.id) }),
      ]);
      navigate('/banner/list');
    },
    onError: () => {
      // A create that failed on its image was saved: the next attempt is a new submission.
      submissionKey.current = crypto.randomUUID();
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = bannerSetRequest.safeParse(form);
    const found: Record<string, string> = {};
    for (const issue of checked.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
    setProblems(found);
    if (checked.success) save.mutate();
  };
  const server = fieldErrorsOf(save.error);
  const problemOf = (field: string) => problems[field] ?? server[field];
  const clientOptions = [
    { value: '', label: t('banners.agencyOwn') },
    ...(clients.data?.clients ?? []).map((client) => ({
      value: String(client.clientID),
      label: client.clientName,
    })),
  ];

  return (
    <>
      <PageHeader
        title={saved ? t('banners.editTitle', { name: saved.name }) : t('banners.createTitle')}
        description={t('banners.editorIntro')}
      />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <form onSubmit={onSubmit} noValidate aria-label={t('banners.formLabel')}>
            <Stack gap="sm">
              <TextInput
                label={t('banners.name')}
                value={form.name}
                onChange={(event) => set('name', event.currentTarget.value)}
                error={problemOf('name')}
                required
              />
              <Select
                label={t('banners.forClient')}
                description={t('banners.forClientHint')}
                data={clientOptions}
                value={form.clientID ? String(form.clientID) : ''}
                onChange={(value) => set('clientID', value ? Number(value) : null)}
                error={problemOf('clientID')}
                searchable
                allowDeselect={false}
              />
              <TextInput
                label={t('banners.headline')}
                value={form.headline}
                onChange={(event) => set('headline', event.currentTarget.value)}
                error={problemOf('headline')}
                required
              />
              <Textarea
                label={t('banners.body')}
                value={form.body}
                onChange={(event) => set('body', event.currentTarget.value)}
                error={problemOf('body')}
                autosize
                minRows={2}
              />
              <TextInput
                label={t('banners.callToAction')}
                value={form.callToAction}
                onChange={(event) => set('callToAction', event.currentTarget.value)}
                error={problemOf('callToAction')}
                required
              />
              <TextInput
                label={t('banners.landingUrl')}
                description={t('banners.landingUrlHint')}
                value={form.landingUrl}
                onChange={(event) => set('landingUrl', event.currentTarget.value)}
                error={problemOf('landingUrl')}
                required
              />
              <ColorInput
                label={t('banners.backgroundColor')}
                value={form.backgroundColor}
                onChange={(value) => set('backgroundColor', value)}
                error={problemOf('backgroundColor')}
                format="hex"
                eyeDropperButtonProps={{ 'aria-label': t('banners.pickColour') }}
              />
              <FileInput
                label={t('banners.backgroundImage')}
                description={t('banners.backgroundImageHint')}
                accept="image/png,image/jpeg"
                value={image}
                onChange={setImage}
                error={problemOf('background')}
                clearable
                clearButtonProps={{ 'aria-label': t('banners.clearImage') }}
              />
              {saved?.hasBackgroundImage && (
                <Checkbox
                  label={t('banners.keepImage')}
                  checked={keepImage}
                  onChange={(event) => setKeepImage(event.currentTarget.checked)}
                />
              )}
              <FormAlert error={save.error} fields={FIELDS} />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => navigate('/banner/list')}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" loading={save.isPending}>
                  {saved ? t('common.save') : t('banners.createSubmit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <BannerPreviewGrid
            preview={{
              headline: previewed.headline,
              body: previewed.body ?? '',
              callToAction: previewed.callToAction,
              backgroundColor: previewed.backgroundColor,
              clientID: Number(previewed.clientID) || null,
              bannerSetID: saved && keepImage ? saved.id : null,
              background: image,
            }}
            sizes={BANNER_SIZES}
          />
          {saved && <BannerLinks set={saved} />}
        </Grid.Col>
      </Grid>
    </>
  );
}

import { EmptyPanel } from './empty-panel.tsx';
import { PageHeader } from './page-header.tsx';

type InfoPageProps = { title: string; emptyTitle: string; emptyText: string };

/** A page whose content arrives with a later part of the platform: its heading and what to expect. */
export function InfoPage({ title, emptyTitle, emptyText }: InfoPageProps) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyPanel title={emptyTitle} description={emptyText} />
    </>
  );
}

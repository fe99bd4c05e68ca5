import { describeError, useHasPermission } from '@tjas/auth';
import { PERMISSIONS } from '@tjas/permissions/permission-table';
import {
  Button,
  Card,
  CardGrid,
  EmptyState,
  ErrorState,
  ListWithInlineForm,
  Skeleton,
  useAsync,
  useConfirmedRemoval,
} from '@tjas/ui';
import { deleteSponsor, listSponsors, logoUrl, TIERS, type SponsorRecord } from '../api/sponsors-api.ts';
import { SponsorForm } from './sponsor-form.tsx';
import styles from './sponsors.module.css';

function SponsorCard({
  sponsor,
  manage,
  onEdit,
  onDelete,
}: {
  sponsor: SponsorRecord;
  manage: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card title={sponsor.name}>
      {sponsor.logo && (
        <img
          className={styles.logo}
          src={logoUrl(sponsor)}
          alt={`Logo van ${sponsor.name}`}
          width={240}
          height={120}
          loading="lazy"
        />
      )}
      {sponsor.description && <p>{sponsor.description}</p>}
      {sponsor.url && (
        <a href={sponsor.url} target="_blank" rel="noopener noreferrer">
          Website van {sponsor.name}
        </a>
      )}
      {manage && (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onEdit}>
            Bewerken
          </Button>
          <Button variant="danger" onClick={onDelete}>
            Verwijderen
          </Button>
        </div>
      )}
    </Card>
  );
}

/** /sponsors: our sponsors by tier; the Acquisitiecommissie maintains them here. */
export function SponsorsPage() {
  const manage = useHasPermission(PERMISSIONS.manageSponsors);
  const [state, reload] = useAsync(listSponsors, 'sponsors');
  const removal = useConfirmedRemoval<SponsorRecord>({
    remove: (sponsor) => deleteSponsor(sponsor.id),
    nameOf: (sponsor) => sponsor.name,
    title: 'Sponsor verwijderen?',
    consequence: 'verdwijnt van de sponsorpagina.',
    describe: describeError,
    onRemoved: reload,
  });

  return (
    <ListWithInlineForm<SponsorRecord>
      title="Sponsors"
      description="Zonder hen geen schaatsweekend, krentenbollen of clubkleding. Steun ze!"
      manage={manage}
      addLabel="Sponsor toevoegen"
      editTitle={(sponsor) => `${sponsor.name} bewerken`}
      form={(sponsor, { cancel, saved }) => <SponsorForm sponsor={sponsor} onCancel={cancel} onSaved={saved} />}
      savedMessage={(saved) => `${saved.name} is opgeslagen.`}
      onSaved={reload}
    >
      {(edit) => (
        <>
          {state.status === 'loading' && <Skeleton label="Sponsors worden geladen…" />}
          {state.status === 'failed' && <ErrorState message={describeError(state.error)} onRetry={reload} />}
          {state.status === 'ready' && state.data.length === 0 && <EmptyState>Er zijn nog geen sponsors.</EmptyState>}
          {state.status === 'ready' &&
            TIERS.map((tier) => {
              const sponsors = state.data.filter((sponsor) => sponsor.tier === tier.value);
              if (sponsors.length === 0) return null;
              return (
                <section key={tier.value} className={styles.tier} aria-labelledby={`tier-${tier.value}`}>
                  <h2 id={`tier-${tier.value}`}>{tier.label}</h2>
                  <CardGrid label={tier.label} min="16rem">
                    {sponsors.map((sponsor) => (
                      <li key={sponsor.id}>
                        <SponsorCard
                          sponsor={sponsor}
                          manage={manage}
                          onEdit={() => edit(sponsor)}
                          onDelete={() => removal.ask(sponsor)}
                        />
                      </li>
                    ))}
                  </CardGrid>
                </section>
              );
            })}
          {removal.dialog}
        </>
      )}
    </ListWithInlineForm>
  );
}

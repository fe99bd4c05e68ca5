import { useHasPermission } from '@tjas/auth';
import { PERMISSIONS } from '@tjas/permissions/permission-table';
import { Card, CardGrid, PageHeader } from '@tjas/ui';
import { Link, useLocation } from '@tjas/router';

const AREAS = [
  { to: 'commissies', title: 'Commissies', text: 'Wat de commissies doen en wie erin zitten.' },
  { to: 'commissie-interesse', title: 'Commissie-interesse', text: 'Meld je aan voor een of meer commissies.' },
  { to: 'disputen', title: 'Disputen', text: 'De vriendengroepen binnen de vereniging.' },
  { to: 'organen', title: 'Organen', text: 'Kascommissie, raad van advies en vertrouwenspersonen.' },
];

/** /{product}-actief: the area for active members. */
export function ActiefOverviewPage() {
  const { pathname } = useLocation();
  const base = pathname.replace(/\/$/, '');
  const admin = useHasPermission(PERMISSIONS.manageMembers);
  const areas = admin
    ? [
        ...AREAS,
        { to: 'ledenbeheer', title: 'Ledenbeheer', text: 'Leden toevoegen, deactiveren en in commissies zetten.' },
      ]
    : AREAS;
  return (
    <>
      <PageHeader title="Actief" description="Alles voor actieve leden: commissies, disputen en organen." />
      <CardGrid label="Onderdelen">
        {areas.map((area) => (
          <li key={area.to}>
            <Card title={area.title}>
              <p>{area.text}</p>
              <Link to={`${base}/${area.to}`}>Naar {area.title.toLowerCase()}</Link>
            </Card>
          </li>
        ))}
      </CardGrid>
    </>
  );
}

import { describeError, useHasPermission, useSession } from '@tjas/auth';
import { PERMISSIONS } from '@tjas/permissions/permission-table';
import { Card, PagedList, PageHeader } from '@tjas/ui';
import { Link } from '@tjas/router';
import { listMyOrders } from '../api/shop-api.ts';
import { MyOrder } from './my-order.tsx';
import { OrdersTable } from './orders-table.tsx';
import styles from './shop.module.css';

/** /webshop: what the shop sells, the member's orders, and order handling for the Kledingcommissie. */
export function ShopOverviewPage() {
  const memberId = useSession((state) => state.user?.id ?? '');
  const manage = useHasPermission(PERMISSIONS.manageShop);
  return (
    <>
      <PageHeader
        title="Webshop"
        description="Clubkleding bestellen. Betalen doe je bij het ophalen of via de penningmeester."
      />
      <Card title="Fiets- en schaatskleding">
        <p>Schaatspakken, thermoshirts, fietsshirts en meer in de verenigingskleuren.</p>
        <Link to="/webshop/fietsschaatskleding">Bekijk de kleding</Link>
      </Card>
      <Card title="Mijn bestellingen">
        <PagedList
          load={(page) => listMyOrders(memberId, page)}
          listKey={memberId}
          label="Bestellingen"
          empty="Je hebt nog niets besteld."
          itemKey={(order) => order.id}
          renderItem={(order) => <MyOrder initial={order} />}
          describeError={describeError}
          testId="my-orders"
        />
      </Card>
      {manage && (
        <Card title="Bestellingen beheren">
          <p className={styles.sizes}>Zet bestellingen op betaald of geleverd; annuleren zet de voorraad terug.</p>
          <OrdersTable />
        </Card>
      )}
    </>
  );
}

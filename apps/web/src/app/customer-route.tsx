import { CustomerPage } from "../features/customers/routes/customer-page";
import { NewOrderButton } from "../features/orders";
import { CustomerPlants } from "../features/plants";
import { PriceCheckPanel } from "../features/products";
import { useSession } from "../lib/session";

/**
 * /list/customers/:customerId: the customer's page with the products feature's price check for
 * this customer among its sections (features do not import each other: the app composes them), for
 * the members who read the catalogue (not guests), the plants feature's section of the customer's plants
 * (with New plant for those who may make them), and the orders feature's New order for this customer
 * (shown to those who may make orders).
 */
export function CustomerRoute() {
  const guest = useSession().selectedCompany?.type === "GUEST";
  return (
    <CustomerPage
      sections={(scope, customer) => (
        <>
          {!guest && <PriceCheckPanel scope={scope} customer={{ id: customer.id }} />}
          <CustomerPlants scope={scope} customer={{ id: customer.id, name: customer.name }} />
        </>
      )}
      actions={(scope, customer) => (
        <NewOrderButton scope={scope} customer={{ id: customer.id, name: customer.name }} />
      )}
    />
  );
}

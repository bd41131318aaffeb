import { Box } from "@mantine/core";
import { useParams } from "react-router";
import { CustomerPage } from "../features/customers/routes/customer-page";
import { PriceCheckPanel } from "../features/products";
import { useSession } from "../lib/session";

/**
 * /list/customers/:customerId: the customer's page, with the products feature's price check for
 * this customer under it (features do not import each other: the app composes them), for the
 * members who read the customer and the catalogue (not guests).
 */
export function CustomerRoute() {
  const { customerId = "" } = useParams();
  const { user, selectedCompany } = useSession();
  const shown = selectedCompany?.enabledFeatures.customers && selectedCompany.type !== "GUEST";
  return (
    <>
      <CustomerPage />
      {shown && (
        <Box mt="md">
          <PriceCheckPanel
            key={`${selectedCompany.id}/${customerId}`}
            scope={{ userId: user.id, companyId: selectedCompany.id }}
            customer={{ id: customerId }}
          />
        </Box>
      )}
    </>
  );
}

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/Card";
import { FormAlert } from "@/components/ui/FormAlert";
import { Skeleton } from "@/components/ui/Skeleton";
import { useMyProducts, useStoreOrders } from "../api/products";
import { AddProductForm } from "./AddProductForm";
import { OrdersToShip } from "./OrdersToShip";
import { ProductList } from "./ProductList";

/** The artist dashboard's Store tab: add products, manage them, and ship what was bought. */
export function StoreTab() {
  const products = useMyProducts();
  const orders = useStoreOrders();
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Add a product</CardTitle>
        </CardHeader>
        <CardContent>
          <AddProductForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Products</CardTitle>
        </CardHeader>
        <CardContent>
          {products.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : products.isError ? (
            <FormAlert message={products.error.message} />
          ) : (
            <ProductList products={products.data.products} />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Orders to ship</CardTitle>
        </CardHeader>
        <CardContent>
          {orders.isPending ? (
            <Skeleton className="h-16 w-full" />
          ) : orders.isError ? (
            <FormAlert message={orders.error.message} />
          ) : (
            <OrdersToShip lines={orders.data.lines} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

import type { OrderListItem } from '@portal/shared';

/** Shapes of the order tracking answers (apps/api/src/modules/orders), as the screens use them. */
export type OrderRow = OrderListItem;

export interface OrderPage {
  items: OrderRow[];
  pagingData: { itemCount: number; pageNo: number; pageSize: number };
}

export interface CustomAttribute {
  id: number;
  name: string;
  value: string;
  /** An uploaded file (a drawing, a photo): shown as a link. */
  fileUrl: string | null;
}

export interface OrderLine {
  id: number;
  itemTypeID: number;
  code: string;
  name: string;
  metalName: string | null;
  quantity: number;
  price: number;
  lineTotal: number;
  imageURL: string | null;
  customAttributes: CustomAttribute[];
}

export interface SubItem {
  itemTypeID: number;
  code: string;
  name: string;
  quantity: number;
}

export interface OrderLineWithParts extends OrderLine {
  subItems: SubItem[];
}

export interface OrderAddress {
  role: 'billing' | 'shipping' | 'sell_to' | string;
  name: string;
  company: string | null;
  address1: string;
  address2: string | null;
  city: string;
  zip: string;
  country: string;
  state: string | null;
  email: string | null;
  phone: string | null;
}

export interface OrderDetail {
  id: number;
  kind: string;
  code: string;
  orderDate: string;
  dueDate: string | null;
  status: { id: number; code: string; name: string; listGroup: string };
  customer: { id: number; name: string; accountNumber: string };
  serviceType: { id: number; code: string; name: string } | null;
  poNumber: string | null;
  notes: string | null;
  customerWoNumber: string | null;
  shippingMethodName: string | null;
  totals: {
    subTotal: number;
    discountValue: number;
    couponCode: string | null;
    shippingPrice: number;
    salesTaxPercent: number;
    salesTaxValue: number;
    grandTotal: number;
    currencyCode: string;
  };
  addresses: OrderAddress[];
  attributes: { code: string; name: string; value: string }[];
  placedBy: string | null;
  placedByStaff: string | null;
  items: OrderLine[];
  timeline: {
    statusCode: string;
    statusName: string;
    at: string;
    by: string | null;
    onBehalfBy: string | null;
    reason: string | null;
    reasonText: string | null;
  }[];
}

export interface OrderNote {
  id: number;
  /** NOTE, CUSTOMER or INTERNAL (staff only). */
  kind: string;
  note: string;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  author: string | null;
  authorIsStaff: boolean;
  onBehalfBy: string | null;
  createdAt: string;
}

/** A status of a status list (spec §3 "Status lists: id, name, code"). */
export interface StatusOption {
  id: number;
  code: string;
  name: string;
  isClosed: boolean;
}

/** The answer of a status change. */
export interface StatusAnswer {
  id: number;
  code: string;
  statusCode: string;
  statusName: string;
  listGroup: string;
}

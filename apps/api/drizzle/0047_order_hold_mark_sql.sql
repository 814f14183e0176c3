-- Orders already waiting on a hold carry the mark every move of an order checks.
UPDATE "orders" SET "hold_kind" = h."kind"
FROM "order_holds" h
WHERE h."order_id" = "orders"."id" AND h."status" = 'HELD';

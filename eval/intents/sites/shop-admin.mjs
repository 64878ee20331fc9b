// The store's admin panel on a hosted commerce platform (Polaris-style UI): products and
// inventory, orders (fulfil, refund), customers, discount codes, reports.
import { start, then, click, submit, type, check, pick, enter, link, button, textbox, searchbox, combobox, dropdown, checkbox, option } from "../../demo.mjs";

const ADMIN = "https://admin.shopwave.io/store/pinecrest-market";
const T = (s) => `${s} · Pinecrest Market · ShopWave`;

const filter = (what) => searchbox(`Search ${what}`, { placeholder: `Searching all ${what}`, test_id: "index-filters-search-field" });
const save = () => click(button("Save", { test_id: "contextual-save-bar-save-button" }));

/// Filters the products list by name and opens the product.
const openProduct = (name, num) => [
  start(`${ADMIN}/products`, T("Products")),
  type(filter("products"), name),
  click(link(name, { test_id: "product-row-title" })),
  then(`${ADMIN}/products/${num}`, T(`${name} · Products`)),
];

/// Filters the orders list by number and opens the order.
const openOrder = (name, num) => [
  start(`${ADMIN}/orders`, T("Orders")),
  type(filter("orders"), name),
  click(link(name, { test_id: "order-row-name" })),
  then(`${ADMIN}/orders/${num}`, T(`${name} · Orders`)),
];

/// Searches customers by name and opens the customer.
const openCustomer = (name, num) => [
  start(`${ADMIN}/customers`, T("Customers")),
  type(filter("customers"), name),
  enter(filter("customers")),
  then(`${ADMIN}/customers?query=${encodeURIComponent(name).replace(/%20/g, "+")}`, T("Customers"), "form_submit"),
  click(link(name, { test_id: "customer-row-name" })),
  then(`${ADMIN}/customers/${num}`, T(`${name} · Customers`)),
];

export const SITE = {
  name: "shop-admin",
  kind: "online store admin panel",
  procedures: [
    // ----------------------------------------------------------------------------- products
    {
      id: "shop-admin-product-price",
      title: "Change a product's price",
      description: "Change the price of 'Hydro Flask 32 oz Wide Mouth' to 44.95",
      steps: [
        ...openProduct("Hydro Flask 32 oz Wide Mouth", "8023419912"),
        type(textbox("Price", { id: "PolarisTextField14", name_attr: "price", placeholder: "0.00", context_label: "Pricing" }), "44.95"),
        save(),
      ],
      tasks: [
        { task: "Change the price of the Stanley Quencher H2.0 40 oz Tumbler to $39.99", url: `${ADMIN}/products`,
          values: { "Hydro Flask 32 oz Wide Mouth": "Stanley Quencher H2.0 40 oz Tumbler", "44.95": "39.99" } },
        { task: "set 'Bamboo Cutting Board Set, 3 Piece' to 25 dollars", url: `${ADMIN}`,
          values: { "Hydro Flask 32 oz Wide Mouth": "Bamboo Cutting Board Set, 3 Piece", "44.95": "25.00" } },
        { task: "Lower the price of 'Price Tag Gun with 2 Rolls of Labels' to $12.50", url: `${ADMIN}/products`,
          values: { "Hydro Flask 32 oz Wide Mouth": "Price Tag Gun with 2 Rolls of Labels", "44.95": "12.50" } },
        { task: "update price: yeti rambler 26 oz bottle -> 32", url: `${ADMIN}/products?selectedView=all`,
          values: { "Hydro Flask 32 oz Wide Mouth": "yeti rambler 26 oz bottle", "44.95": "32.00" } },
        { task: "Margins on grills are too thin. Please raise the Weber Spirit II E-310 3-Burner Liquid Propane Gas Grill to $549.", url: `${ADMIN}`,
          values: { "Hydro Flask 32 oz Wide Mouth": "Weber Spirit II E-310 3-Burner Liquid Propane Gas Grill", "44.95": "549.00" } },
      ],
      near: [
        { task: "Archive the product 'Hydro Flask 32 oz Wide Mouth'", url: `${ADMIN}/products` },
        { task: "Change the shipping weight of the Hydro Flask 32 oz Wide Mouth to 1.2 lb", url: `${ADMIN}/products/8023419912` },
        { task: "What price is the Hydro Flask 32 oz Wide Mouth listed at right now?", url: `${ADMIN}/products` },
      ],
    },
    {
      id: "shop-admin-product-stock",
      title: "Set the inventory of 'Lodge 10.25 inch Cast Iron Skillet' to 120",
      description: "",
      steps: [
        ...openProduct("Lodge 10.25 inch Cast Iron Skillet", "8023377150"),
        type(textbox("Available", { id: "PolarisTextField22", name_attr: "available", type: "number", context_label: "Inventory" }), "120"),
        save(),
      ],
      tasks: [
        { task: "Update stock for Bamboo Cutting Board Set, 3 Piece to 0, we sold out", url: `${ADMIN}/products`,
          values: { "Lodge 10.25 inch Cast Iron Skillet": "Bamboo Cutting Board Set, 3 Piece", "120": "0" } },
        { task: "set available quantity of 'Stanley Quencher H2.0 40 oz Tumbler' to 35 units", url: `${ADMIN}/products/inventory`,
          values: { "Lodge 10.25 inch Cast Iron Skillet": "Stanley Quencher H2.0 40 oz Tumbler", "120": "35" } },
        { task: "We got a shipment in: the Weber Spirit II E-310 3-Burner Liquid Propane Gas Grill now has 12 on hand. Update the inventory.", url: `${ADMIN}`,
          values: { "Lodge 10.25 inch Cast Iron Skillet": "Weber Spirit II E-310 3-Burner Liquid Propane Gas Grill", "120": "12" } },
        { task: "inventory for yeti rambler 26 oz bottle should be 250", url: `${ADMIN}/products`,
          values: { "Lodge 10.25 inch Cast Iron Skillet": "yeti rambler 26 oz bottle", "120": "250" } },
        { task: "Change the inventory count of 'Inventory Labels, 1,000 count roll' to 1,500", url: `${ADMIN}/products`,
          values: { "Lodge 10.25 inch Cast Iron Skillet": "Inventory Labels, 1,000 count roll", "120": "1500" } },
      ],
      near: [
        { task: "How many Lodge 10.25 inch Cast Iron Skillets do we have in stock?", url: `${ADMIN}/products` },
        { task: "Stop tracking inventory for the Lodge 10.25 inch Cast Iron Skillet", url: `${ADMIN}/products/8023377150` },
        { task: "Transfer 20 Lodge skillets from the warehouse to the downtown store", url: `${ADMIN}/products/inventory` },
      ],
    },
    // ----------------------------------------------------------------------------- orders
    {
      id: "shop-admin-order-fulfill",
      title: "Fulfill order #1042 with UPS tracking number 1Z999AA10123456784",
      description: "",
      steps: [
        ...openOrder("#1042", "5512093341"),
        click(button("Fulfill items", { test_id: "fulfill-items-button" })),
        then(`${ADMIN}/orders/5512093341/fulfillment_orders/6630912877/fulfill`, T("Fulfill items")),
        type(textbox("Tracking number", { id: "tracking-number", name_attr: "trackingNumber" }), "1Z999AA10123456784"),
        click(dropdown("Shipping carrier", { id: "shipping-carrier", text: "Select carrier" })),
        pick(option("UPS", "Shipping carrier"), ["UPS", "USPS", "FedEx", "DHL Express", "Canada Post", "Other"]),
        submit(button("Fulfill items", { type: "submit", test_id: "fulfill-submit-button" })),
      ],
      tasks: [
        { task: "Fulfill #1057 with USPS tracking 9400111899223856928499", url: `${ADMIN}/orders`,
          values: { "#1042": "#1057", "1Z999AA10123456784": "9400111899223856928499", "UPS": "USPS" } },
        { task: "mark order 1061 as fulfilled, shipped FedEx, tracking 774989102231", url: `${ADMIN}/orders?status=unfulfilled`,
          values: { "#1042": "#1061", "1Z999AA10123456784": "774989102231", "UPS": "FedEx" } },
        { task: "Order #1063 went out with DHL Express today, tracking number JD014600003828461263. Please fulfill it.", url: `${ADMIN}`,
          values: { "#1042": "#1063", "1Z999AA10123456784": "JD014600003828461263", "UPS": "DHL Express" } },
        { task: "Can you fulfill order #1070? It shipped UPS, tracking 1Z4F92E80391726654.", url: `${ADMIN}/orders`,
          values: { "#1042": "#1070", "1Z999AA10123456784": "1Z4F92E80391726654", "UPS": "UPS" } },
        { task: "Fulfill order #1075 and add the Canada Post tracking number 7023 4567 8901 2345", url: `${ADMIN}/orders`,
          values: { "#1042": "#1075", "1Z999AA10123456784": "7023 4567 8901 2345", "UPS": "Canada Post" } },
      ],
      near: [
        { task: "Cancel the fulfillment on order #1042", url: `${ADMIN}/orders/5512093341` },
        { task: "What's the tracking number for order #1042?", url: `${ADMIN}/orders` },
        { task: "Mark order #1042 as paid", url: `${ADMIN}/orders` },
      ],
    },
    {
      id: "shop-admin-order-refund",
      title: "Refund an order",
      description: "Refund $24.99 on order #1038 with the reason 'Customer returned the item'",
      steps: [
        ...openOrder("#1038", "5511870022"),
        click(button("Refund", { test_id: "order-refund-button" })),
        then(`${ADMIN}/orders/5511870022/refund`, T("Refund · #1038")),
        type(textbox("Refund amount", { id: "refund-amount", name_attr: "amount", placeholder: "0.00", context_label: "Refund amount" }), "24.99"),
        type(textbox("Reason for refund", { id: "refund-reason", name_attr: "note", placeholder: "Only you and other staff can see this reason" }), "Customer returned the item"),
        submit(button("Refund", { type: "submit", test_id: "refund-submit-button" })),
      ],
      tasks: [
        { task: "Refund $12 on order #1101, reason: damaged in shipping", url: `${ADMIN}/orders`,
          values: { "#1038": "#1101", "24.99": "12.00", "Customer returned the item": "damaged in shipping" } },
        { task: "issue a refund of 89.50 for order 1077 with the reason 'Wrong size, customer returned it'", url: `${ADMIN}`,
          values: { "#1038": "#1077", "24.99": "89.50", "Customer returned the item": "Wrong size, customer returned it" } },
        { task: "Refund order #1120 in full, $143.20. Reason: Order cancelled by customer before shipping", url: `${ADMIN}/orders`,
          values: { "#1038": "#1120", "24.99": "143.20", "Customer returned the item": "Order cancelled by customer before shipping" } },
        { task: "Refund $5 on #1099 with the note 'Shipping charged twice'", url: `${ADMIN}/orders`,
          values: { "#1038": "#1099", "24.99": "5.00", "Customer returned the item": "Shipping charged twice" } },
        { task: "The customer on order #1133 wants a refund, not an exchange. Refund $60 and put 'Refund instead of exchange' as the reason.", url: `${ADMIN}/orders/5513320981`,
          values: { "#1038": "#1133", "24.99": "60.00", "Customer returned the item": "Refund instead of exchange" } },
      ],
      near: [
        { task: "Cancel order #1038 and restock the items", url: `${ADMIN}/orders` },
        { task: "How much has already been refunded on order #1038?", url: `${ADMIN}/orders` },
        { task: "Archive order #1038", url: `${ADMIN}/orders/5511870022` },
      ],
    },
    // ----------------------------------------------------------------------------- customers
    {
      id: "shop-admin-customer-email",
      title: "Get the email address of customer Maria Gonzalez",
      description: "",
      steps: openCustomer("Maria Gonzalez", "7120034411"),
      tasks: [
        { task: "What's the email for customer Jordan Miller?", url: `${ADMIN}/customers`,
          values: { "Maria Gonzalez": "Jordan Miller" } },
        { task: "email address of aisha khan? answer with just the email", url: `${ADMIN}`,
          values: { "Maria Gonzalez": "aisha khan" } },
        { task: "Our customer Dr. Emily Carter-Nguyen wants her invoice resent. Find her email address.", url: `${ADMIN}/orders`,
          values: { "Maria Gonzalez": "Dr. Emily Carter-Nguyen" } },
        { task: "Find the contact email of the customer named José Álvarez Romero", url: `${ADMIN}/customers`,
          values: { "Maria Gonzalez": "José Álvarez Romero" } },
        { task: "Get the email address of the customer 'Email Express Printing, LLC'", url: `${ADMIN}/customers`,
          values: { "Maria Gonzalez": "Email Express Printing, LLC" } },
      ],
      near: [
        { task: "Change Maria Gonzalez's email address to maria.g@outlook.com", url: `${ADMIN}/customers` },
        { task: "Delete the customer Maria Gonzalez", url: `${ADMIN}/customers/7120034411` },
        { task: "Export all customers who accept email marketing to a CSV", url: `${ADMIN}/customers` },
      ],
    },
    {
      id: "shop-admin-customer-tag",
      title: "Tag customer Kevin O'Brien as Wholesale",
      description: "",
      steps: [
        ...openCustomer("Kevin O'Brien", "7120051187"),
        type(combobox("Tags", { id: "customer-tags-input", placeholder: "Find or create tags" }), "Wholesale"),
        enter(combobox("Tags", { id: "customer-tags-input", placeholder: "Find or create tags" }), false),
        save(),
      ],
      tasks: [
        { task: "Add the tag VIP to customer Aisha Khan", url: `${ADMIN}/customers`,
          values: { "Kevin O'Brien": "Aisha Khan", "Wholesale": "VIP" } },
        { task: "tag jordan miller as 'Net 30 terms'", url: `${ADMIN}`,
          values: { "Kevin O'Brien": "jordan miller", "Wholesale": "Net 30 terms" } },
        { task: "Please tag the customer Dr. Emily Carter-Nguyen with 'Do not contact'", url: `${ADMIN}/customers`,
          values: { "Kevin O'Brien": "Dr. Emily Carter-Nguyen", "Wholesale": "Do not contact" } },
        { task: "Customer Liu Yang complained twice this month. Add the tag 'Needs follow-up, escalated' to him.", url: `${ADMIN}/customers`,
          values: { "Kevin O'Brien": "Liu Yang", "Wholesale": "Needs follow-up, escalated" } },
        { task: "Give Tom Haverford the customer tag 'Tag sale regular'", url: `${ADMIN}/customers`,
          values: { "Kevin O'Brien": "Tom Haverford", "Wholesale": "Tag sale regular" } },
      ],
      near: [
        { task: "Remove the Wholesale tag from Kevin O'Brien", url: `${ADMIN}/customers` },
        { task: "Show me all customers tagged Wholesale. Return the result as a list.", url: `${ADMIN}/customers` },
        { task: "Add a note to Kevin O'Brien's profile saying 'Prefers phone calls'", url: `${ADMIN}/customers/7120051187` },
      ],
    },
    // ----------------------------------------------------------------------------- discounts
    {
      id: "shop-admin-discount-code",
      title: "Create a discount code",
      description: "Create the code FALL20 for 20% off the entire order, ending 2026-11-30",
      steps: [
        start(`${ADMIN}/discounts`, T("Discounts")),
        click(link("Create discount code", { test_id: "create-discount-code" })),
        then(`${ADMIN}/discounts/new?type=order`, T("Create discount")),
        type(textbox("Discount code", { id: "discount-code", name_attr: "code" }), "FALL20"),
        type(textbox("Percentage", { id: "discount-value", name_attr: "value", type: "number", placeholder: "%" }), "20"),
        check(checkbox("Set end date", { id: "set-end-date" })),
        type(textbox("End date", { id: "end-date", name_attr: "endsAt", type: "date" }), "2026-11-30"),
        submit(button("Save discount", { type: "submit", test_id: "save-discount-button" })),
      ],
      tasks: [
        { task: "Create a discount code BLACKFRIDAY30 for 30% off, ending November 29, 2026", url: `${ADMIN}/discounts`,
          values: { "FALL20": "BLACKFRIDAY30", "20": "30", "2026-11-30": "2026-11-29" } },
        { task: "make a 10% off code WELCOME10", url: `${ADMIN}`,
          values: { "FALL20": "WELCOME10", "20": "10" } },
        { task: "New discount code HOLIDAY-GIFT-25: 25 percent off everything, expires 12/24/2026", url: `${ADMIN}/discounts`,
          values: { "FALL20": "HOLIDAY-GIFT-25", "20": "25", "2026-11-30": "2026-12-24" } },
        { task: "I need a code for newsletter readers, NEWS15, for 15% off orders until Dec 31 2026.", url: `${ADMIN}/marketing`,
          values: { "FALL20": "NEWS15", "20": "15", "2026-11-30": "2026-12-31" } },
        { task: "Please set up the discount code SORRY5 with 5% off the whole order, valid until 2026-12-15", url: `${ADMIN}/discounts`,
          values: { "FALL20": "SORRY5", "20": "5", "2026-11-30": "2026-12-15" } },
      ],
      near: [
        { task: "Deactivate the FALL20 discount code", url: `${ADMIN}/discounts` },
        { task: "How many times has the code FALL20 been used?", url: `${ADMIN}/discounts` },
        { task: "Change FALL20 so it ends on December 31 instead", url: `${ADMIN}/discounts` },
      ],
    },
    // ----------------------------------------------------------------------------- reports (look-up)
    {
      id: "shop-admin-sales-report",
      title: "Look up total sales for a date range",
      description: "What were total sales from 2026-10-01 to 2026-10-31?",
      steps: [
        start(`${ADMIN}/analytics`, T("Analytics")),
        click(link("Reports", { test_id: "nav-analytics-reports" })),
        then(`${ADMIN}/analytics/reports`, T("Reports")),
        click(link("Total sales over time", { test_id: "report-list-item" })),
        then(`${ADMIN}/analytics/reports/sales_over_time`, T("Total sales over time · Reports")),
        click(button("Date range", { text: "Last 30 days", test_id: "date-range-picker-activator" })),
        type(textbox("Start date", { id: "date-range-start", type: "date" }), "2026-10-01"),
        type(textbox("End date", { id: "date-range-end", type: "date" }), "2026-10-31"),
        click(button("Apply", { test_id: "date-range-apply" })),
      ],
      tasks: [
        { task: "What were our total sales between September 1 and September 30, 2026?", url: `${ADMIN}/analytics`,
          values: { "2026-10-01": "2026-09-01", "2026-10-31": "2026-09-30" } },
        { task: "How much did we sell from 11/01/2026 to 11/15/2026? Answer with just the amount.", url: `${ADMIN}`,
          values: { "2026-10-01": "2026-11-01", "2026-10-31": "2026-11-15" } },
        { task: "total sales oct 5 2026 to oct 11 2026", url: `${ADMIN}/analytics/reports`,
          values: { "2026-10-01": "2026-10-05", "2026-10-31": "2026-10-11" } },
        { task: "I need the sales total for Black Friday weekend, November 27 to November 30, 2026, for the board deck.", url: `${ADMIN}/analytics`,
          values: { "2026-10-01": "2026-11-27", "2026-10-31": "2026-11-30" } },
        { task: "Show me total sales from 1 January 2026 through 31 March 2026", url: `${ADMIN}/analytics/reports`,
          values: { "2026-10-01": "2026-01-01", "2026-10-31": "2026-03-31" } },
      ],
      near: [
        { task: "What was our best-selling product in October 2026?", url: `${ADMIN}/analytics` },
        { task: "Export the October 2026 sales report as a CSV file", url: `${ADMIN}/analytics/reports/sales_over_time` },
        { task: "What was the online store conversion rate last month?", url: `${ADMIN}/analytics` },
      ],
    },
  ],
  unrelated: [
    { task: "Add a staff account for lee@pinecrestmarket.com with access to orders only", url: `${ADMIN}/settings/account` },
    { task: "Install the Klaviyo email marketing app", url: `${ADMIN}/apps` },
    { task: "Change the store currency to Canadian dollars", url: `${ADMIN}/settings/general` },
    { task: "Create a collection called 'Holiday Gifts Under $50'", url: `${ADMIN}/collections` },
    { task: "Edit the shipping rates for Canada", url: `${ADMIN}/settings/shipping` },
    { task: "Add a new product 'Cedar Grilling Planks, 4 pack' priced at $14.99", url: `${ADMIN}/products` },
    { task: "Update the text of the store's refund policy page", url: `${ADMIN}/settings/policies` },
  ],
};

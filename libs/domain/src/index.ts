export const PRODUCT_NAME = "Vineyard Valley";

/**
* | output |
* | --- |
* | "Seller's KRA PIN: {pin}" |
*
* @param {Tax_Seller_PinInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_seller_pin: ((inputs: Tax_Seller_PinInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tax_Seller_PinInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tax_Seller_PinInputs = {
    pin: NonNullable<unknown>;
};

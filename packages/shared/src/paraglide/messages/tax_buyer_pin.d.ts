/**
* | output |
* | --- |
* | "Buyer's KRA PIN: {pin}" |
*
* @param {Tax_Buyer_PinInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_buyer_pin: ((inputs: Tax_Buyer_PinInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tax_Buyer_PinInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tax_Buyer_PinInputs = {
    pin: NonNullable<unknown>;
};

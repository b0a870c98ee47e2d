/**
* | output |
* | --- |
* | "Booking" |
*
* @param {Etims_Kind_SaleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_kind_sale: ((inputs?: Etims_Kind_SaleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Etims_Kind_SaleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Etims_Kind_SaleInputs = {};

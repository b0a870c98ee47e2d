/**
* | output |
* | --- |
* | "part of a booking refunded" |
*
* @param {Recon_Part_RefundedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const recon_part_refunded: ((inputs?: Recon_Part_RefundedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Recon_Part_RefundedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Recon_Part_RefundedInputs = {};

/**
* | output |
* | --- |
* | "refund owed" |
*
* @param {Recon_Refund_OwedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const recon_refund_owed: ((inputs?: Recon_Refund_OwedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Recon_Refund_OwedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Recon_Refund_OwedInputs = {};

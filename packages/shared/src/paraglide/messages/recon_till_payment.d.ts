/**
* | output |
* | --- |
* | "till payment" |
*
* @param {Recon_Till_PaymentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const recon_till_payment: ((inputs?: Recon_Till_PaymentInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Recon_Till_PaymentInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Recon_Till_PaymentInputs = {};

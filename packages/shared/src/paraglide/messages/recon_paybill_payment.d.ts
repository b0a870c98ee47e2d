/**
* | output |
* | --- |
* | "paybill payment" |
*
* @param {Recon_Paybill_PaymentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const recon_paybill_payment: ((inputs?: Recon_Paybill_PaymentInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Recon_Paybill_PaymentInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Recon_Paybill_PaymentInputs = {};

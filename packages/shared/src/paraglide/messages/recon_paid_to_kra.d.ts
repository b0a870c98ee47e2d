/**
* | output |
* | --- |
* | "paid to KRA (VAT or withholding), recorded by an admin" |
*
* @param {Recon_Paid_To_KraInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const recon_paid_to_kra: ((inputs?: Recon_Paid_To_KraInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Recon_Paid_To_KraInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Recon_Paid_To_KraInputs = {};

/**
* | output |
* | --- |
* | "M-Pesa push paid" |
*
* @param {Recon_Push_PaidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const recon_push_paid: ((inputs?: Recon_Push_PaidInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Recon_Push_PaidInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Recon_Push_PaidInputs = {};

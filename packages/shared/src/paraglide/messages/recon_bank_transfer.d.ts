/**
* | output |
* | --- |
* | "Bank transfer" |
*
* @param {Recon_Bank_TransferInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const recon_bank_transfer: ((inputs?: Recon_Bank_TransferInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Recon_Bank_TransferInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Recon_Bank_TransferInputs = {};

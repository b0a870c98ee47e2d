/**
* | output |
* | --- |
* | "host payout sent" |
*
* @param {Recon_Host_Payout_SentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const recon_host_payout_sent: ((inputs?: Recon_Host_Payout_SentInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Recon_Host_Payout_SentInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Recon_Host_Payout_SentInputs = {};

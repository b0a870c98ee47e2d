/**
* | output |
* | --- |
* | "confirmed by an admin; no M-Pesa report names it" |
*
* @param {Recon_Admin_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const recon_admin_confirmed: ((inputs?: Recon_Admin_ConfirmedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Recon_Admin_ConfirmedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Recon_Admin_ConfirmedInputs = {};

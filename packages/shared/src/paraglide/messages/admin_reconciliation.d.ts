/**
* | output |
* | --- |
* | "Reconciliation" |
*
* @param {Admin_ReconciliationInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_reconciliation: ((inputs?: Admin_ReconciliationInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_ReconciliationInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_ReconciliationInputs = {};

/**
* | output |
* | --- |
* | "Request approved. The account can list spaces now." |
*
* @param {Toast_Upgrade_ApprovedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_upgrade_approved: ((inputs?: Toast_Upgrade_ApprovedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Upgrade_ApprovedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Upgrade_ApprovedInputs = {};
